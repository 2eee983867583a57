import { formatNumber } from '../../lib/format';

/** Turkish texts of the portal primitives (loading, errors, dialogs, paging). */
export const uiTexts = {
  loading: 'Yükleniyor…',
  retry: 'Tekrar dene',
  loadFailed: 'Bilgiler yüklenemedi.',
  actionFailed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  cancel: 'Vazgeç',
  close: 'Kapat',
  none: '—',
  previous: 'Önceki',
  next: 'Sonraki',
  page: (page: number, pages: number) => `Sayfa ${formatNumber(page)} / ${formatNumber(pages)}`,
} as const;
