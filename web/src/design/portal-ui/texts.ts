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
  /** Under every message box (MessageComposer). */
  composeHint: 'Göndermek için Enter, yeni satır için Shift+Enter',
  /** What the reader had typed when the conversation closed, kept to copy. */
  unsentMessage: 'Yazdığınız mesaj (gönderilmedi)',
  page: (page: number, pages: number) => `Sayfa ${formatNumber(page)} / ${formatNumber(pages)}`,
} as const;
