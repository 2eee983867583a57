import { formatNumber } from '../lib/format';

/** Turkish text of the floating note panel. */
export const notePanelTexts = {
  title: 'Koça not',
  region: 'Koça not paneli',
  about: (student: string, coach: string) => `${student} hakkında ${coach} adlı koça`,
  minimize: 'Not panelini küçült',
  expand: 'Not panelini aç',
  text: 'Not',
  placeholder: 'Koça iletmek istediğiniz notu yazın…',
  priority: 'Öncelik',
  send: 'Notu gönder',
  sending: 'Gönderiliyor…',
  clear: 'Temizle',
  sent: 'Not Gönderildi!',
  sendFailed: 'Not gönderilirken bir hata oluştu',
  characters: (n: number, max: number) => `${formatNumber(n)} / ${formatNumber(max)}`,
  atLimit: (max: number) => `En fazla ${formatNumber(max)} karakter yazabilirsiniz.`,
  context: 'Gönderildiği sayfa bilgisi nota eklenir.',
} as const;
