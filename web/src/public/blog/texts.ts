export const blogTexts = {
  hero: {
    eyebrow: 'Blog',
    title: 'Koçluk, odak ve sınav yılı üzerine yazılar',
    lead: 'Koçlar, öğrenciler ve veliler için sahadan notlar: deneme analizi, verimli çalışma ve sağlıklı iletişim.',
  },
  readMore: 'Yazının devamı',
  minutes: (n: number) => `${n} dk okuma`,
  by: 'Yazar',
  back: 'Tüm yazılar',
  more: 'Diğer yazılar',
} as const;
