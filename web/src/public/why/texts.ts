export const whyTexts = {
  hero: {
    eyebrow: 'Neden Pusula',
    title: 'Türkiye’deki sınav koçluğu için, koçlarla birlikte tasarlandı',
    lead: 'Genel amaçlı görev uygulamaları ya da tablolar işin bir kısmını görür. Pusula ise YKS ve LGS hazırlığının gerçek ritmine göre kuruldu.',
  },
  reasons: {
    title: 'Koçların Pusula’yı seçme nedenleri',
    items: [
      {
        title: 'Sınav sistemine göre hazır',
        text: 'TYT, AYT, YDT ve LGS ders ve konu listeleri, sınıf seviyeleri ve alan seçenekleri hazır gelir. Sıfırdan tablo kurmazsınız.',
      },
      {
        title: 'Yalnızca gereken bildirim',
        text: 'Her şey için değil, dikkat isteyen durumlar için uyarı alırsınız. Bildirim yorgunluğu yerine net bir iş listesi.',
      },
      {
        title: 'Veliler için sade',
        text: 'Veli ekranı teknik bilgi istemez: haftalık özet, deneme gelişimi ve koç notu. Hepsi bu kadar.',
      },
      {
        title: 'KVKK’ya uygun',
        text: 'Öğrenci verisi yalnızca koçluk hizmeti için işlenir, açık rıza ve aydınlatma kayıt altına alınır, talep edildiğinde silinir.',
      },
      {
        title: 'Danışman ve ekip desteği',
        text: 'Kurumlar için danışman paneli: koçları yönetin, öğrencileri atayın, görüşme kayıtlarını ve takvimleri izleyin.',
      },
      {
        title: 'Adil fiyat',
        text: 'Öğrenci sayınıza göre aylık paket, kurulum ücreti yok, taahhüt yok. Büyüdüğünüzde paketinizi yükseltirsiniz.',
      },
    ],
  },
  compare: {
    title: 'WhatsApp ve tablolar ile Pusula',
    columns: ['', 'WhatsApp + tablo', 'Pusula'],
    rows: [
      ['Kim geride?', 'Tek tek sormak gerekir', 'Dikkat listesinde hazır'],
      ['Deneme sonuçları', 'Elle tabloya geçirilir', 'Öğrenci girer, grafik oluşur'],
      ['Veli bilgilendirme', 'Ayrı ayrı mesaj', 'Veli ekranında güncel'],
      ['Geçmiş', 'Mesajlar arasında kaybolur', 'Her not ve görüşme kayıtlı'],
      ['Kişisel veri', 'Kişisel telefonlarda dağınık', 'Tek yerde, erişim kontrollü'],
    ],
  },
  cta: {
    title: 'Kendiniz görün',
    text: 'Paketleri inceleyin ya da bize yazın; sorularınızı birlikte yanıtlayalım.',
    action: 'Paketleri incele',
  },
} as const;
