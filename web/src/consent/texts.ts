export const consentTexts = {
  label: 'Çerez tercihi',
  title: 'Çerez tercihiniz',
  text: 'Sitenin çalışması için gereken depolama her zaman açıktır. Ziyaretleri anonim olarak ölçen analitik çerezleri ise yalnızca onay verirseniz kullanırız (KVKK md. 5/1).',
  policyLink: 'Çerez Politikası',
  accept: 'Analitik çerezleri kabul et',
  reject: 'Yalnızca zorunlu olanlar',
} as const;
