export const focusPageTexts = {
  hero: {
    eyebrow: 'Dikkatim Dağınık',
    title: 'Dikkatin mi dağınık? 25 dakikayla başla.',
    lead: 'Pomodoro tekniği: 25 dakika tek bir işe odaklan, 5 dakika mola ver; her dört odaktan sonra uzun bir mola. Sayaç ücretsiz, üyelik gerekmez.',
  },
  how: {
    title: 'Nasıl kullanılır?',
    steps: [
      'Tek ve somut bir görev seç: “Paragraf, 20 soru” gibi.',
      'Telefonunu başka bir odaya bırak, sayacı başlat.',
      'Sayaç bitince kalk, su iç, ekrandan uzaklaş.',
      'Dört odak periyodundan sonra uzun molanı hak ettin.',
    ],
  },
  tips: {
    title: 'Odaklanmayı kolaylaştıran alışkanlıklar',
    items: [
      {
        title: 'Masanı hazırla',
        text: 'Başlamadan önce kitabın, defterin ve kalemin hazır olsun; aramak için kalkmak odağı böler.',
      },
      { title: 'Bildirimleri kapat', text: 'Odak süresince telefonu sessize al ya da odak moduna geçir.' },
      { title: 'Zor olanla başla', text: 'Günün ilk odak periyoduna en çok zorlandığın dersi koy.' },
      {
        title: 'Molayı ciddiye al',
        text: 'Molada sosyal medya yerine hareket et; beynin dinlenmeden yeni bilgiye yer açamaz.',
      },
      {
        title: 'Sayıyı kaydet',
        text: 'Gün sonunda kaç odak periyodu tamamladığını not et; saat yerine periyot say.',
      },
      {
        title: 'Kendine göre ayarla',
        text: 'LGS öğrencisiysen 20 dakikayla, deneme temposuna alışıyorsan 40–50 dakikayla dene.',
      },
    ],
  },
} as const;
