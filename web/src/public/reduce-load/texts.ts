export const reduceLoadTexts = {
  hero: {
    eyebrow: 'Mentorlar için',
    title: 'Takip yükünü azaltın, koçluğa zaman açın',
    lead: 'Bir koçun haftası çoğu zaman koçlukla değil, kovalamakla geçer. Pusula rutin takibi üstlenir; size yalnızca karar vermeniz gereken anlar kalır.',
  },
  problem: {
    title: 'Zamanınız nereye gidiyor?',
    intro: 'Koçlarla yaptığımız görüşmelerde haftalık sürenin önemli bölümünün şu işlere gittiğini gördük:',
    items: [
      'Her öğrenciye tek tek “programını yaptın mı?” diye yazmak ve yanıt beklemek',
      'Deneme netlerini ekran görüntülerinden tabloya geçirmek',
      'Velilere ayrı ayrı durum anlatmak, aynı şeyi defalarca yazmak',
      'Kimin geride kaldığını ancak hafta sonunda, iş işten geçince fark etmek',
    ],
  },
  features: {
    title: 'Pusula sizin yerinize ne yapar?',
    items: [
      {
        title: 'Dikkat listesi',
        text: 'Programını aksatan, denemeye girmeyen ya da neti düşen öğrenciler her sabah tek listede. Diğerleri için mesaj atmanıza gerek yok.',
      },
      {
        title: 'Haftalık program ve ödev takibi',
        text: 'Programı bir kez hazırlarsınız; öğrenci görevlerini işaretledikçe tamamlama oranı kendiliğinden güncellenir.',
      },
      {
        title: 'Deneme analizi',
        text: 'TYT, AYT, YDT ve LGS denemeleri ders ders girilir; net gelişimi ve zayıf konular grafikte görünür.',
      },
      {
        title: 'Otomatik hatırlatmalar',
        text: 'Yaklaşan görev ve görüşmeler için öğrenciye bildirim gider; “unuttum hocam” konuşması azalır.',
      },
      {
        title: 'Veli görünümü',
        text: 'Veli, haftalık özeti ve sizin notlarınızı kendi ekranında okur. Akşam mesajları yerini planlı görüşmelere bırakır.',
      },
      {
        title: 'Danışman notları',
        text: 'Danışmanınız bir öğrenci için öncelikli not bıraktığında önce siz görürsünüz; yanıtınız da aynı yerde kalır.',
      },
    ],
  },
  week: {
    title: 'Pusula ile bir pazartesi sabahı',
    steps: [
      { time: '09:00', text: 'Dikkat listesini açarsınız: 24 öğrenciden 3’ü geride.' },
      { time: '09:10', text: 'Üç öğrenciye kısa birer not yazar, birine görüşme planlarsınız.' },
      {
        time: '09:20',
        text: 'Geri kalan 21 öğrenci planında; hiçbirine “ne durumdasın” diye sormanız gerekmez.',
      },
      { time: '09:25', text: 'Kahvenizi içerken geçen haftanın deneme grafiklerine bakarsınız.' },
    ],
  },
  cta: {
    title: 'Takibi Pusula’ya bırakın',
    text: 'Öğrenci sayınıza uygun paketi seçin; ilk haftanızda farkı görün.',
    action: 'Paketleri gör',
  },
} as const;
