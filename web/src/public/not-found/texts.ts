export const notFoundTexts = {
  eyebrow: '404',
  title: 'Aradığınız sayfayı bulamadık',
  text: 'Bağlantı eskimiş ya da adres yanlış yazılmış olabilir. Aşağıdaki sayfalardan devam edebilirsiniz.',
  home: 'Ana sayfaya dön',
  faq: 'Sık sorulan sorular',
  contact: 'Bize ulaşın',
} as const;
