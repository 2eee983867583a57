/** Turkish answers of the weekly parent summary's preferences. */
export const parentSummaryTexts = {
  invalidLink: 'Bu e-posta tercihleri bağlantısı geçersiz',
  parentsOnly: 'Haftalık özet e-postası yalnızca veliler içindir',
} as const;
