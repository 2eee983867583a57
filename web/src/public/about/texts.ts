export const aboutTexts = {
  hero: {
    eyebrow: 'Hakkımızda',
    title: 'Koçluğun yükünü bizzat taşıdık, sonra Pusula’yı kurduk',
    lead: 'Pusula; yıllarca YKS ve LGS öğrencilerine koçluk yapmış eğitimcilerle, eğitim teknolojisi üzerine çalışan yazılımcıların ortak ürünü.',
  },
  story: {
    title: 'Hikâyemiz',
    paragraphs: [
      'Bir koçun en değerli zamanı, öğrencisiyle kurduğu birebir bağdır. Oysa bizim haftalarımız mesaj kovalamak, tablo güncellemek ve aynı soruları velilere tekrar tekrar yanıtlamakla geçiyordu.',
      'Öğrenci sayısı arttıkça en çok ihtiyacı olan öğrenciyi fark etmek zorlaşıyordu. Sorun koçların emeğinde değil, kullandıkları araçlardaydı.',
      'Pusula bu yüzden tek bir soru üzerine kuruldu: “Bu hafta hangi öğrencinin bana ihtiyacı var?” Geri kalan her şey, bu sorunun yanıtını hızlandırmak için var.',
    ],
  },
  values: {
    title: 'İlkelerimiz',
    items: [
      {
        title: 'Önce öğrenci',
        text: 'Her özellik, öğrencinin daha iyi çalışmasına hizmet ediyorsa eklenir.',
      },
      { title: 'Sade ve anlaşılır', text: 'Koç, öğrenci ve veli eğitime ihtiyaç duymadan kullanabilmeli.' },
      {
        title: 'Veriye saygı',
        text: 'Öğrenci verisi hassastır; yalnızca gerektiği kadar işler, kimseyle satmayız.',
      },
      {
        title: 'Birlikte geliştirme',
        text: 'Yol haritamızı koçlardan gelen geri bildirimlerle birlikte yazıyoruz.',
      },
    ],
  },
  numbers: {
    title: 'Nasıl çalışıyoruz?',
    items: [
      { value: '1 iş günü', label: 'içinde destek yanıtı' },
      { value: '4', label: 'rol için ayrı ekran: koç, danışman, veli, öğrenci' },
      { value: '%100', label: 'Türkçe arayüz ve destek' },
    ],
  },
  cta: {
    title: 'Bizimle tanışın',
    text: 'Kurumunuz ya da koçluk pratiğiniz için Pusula’nın nasıl çalışacağını konuşalım.',
    action: 'Paketleri incele',
  },
} as const;
