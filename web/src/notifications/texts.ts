import { formatNumber } from '../lib/format';

/** Turkish texts of the notification bell (the advisor portal and the coach panel). */
export const notificationTexts = {
  title: 'Bildirimler',
  button: (unread: number) => (unread > 0 ? `Bildirimler, ${formatNumber(unread)} okunmamış` : 'Bildirimler'),
  markAll: 'Tümünü okundu işaretle',
  markRead: 'Okundu işaretle',
  markReadNamed: (title: string) => `“${title}” bildirimini okundu işaretle`,
  remove: 'Sil',
  removeNamed: (title: string) => `“${title}” bildirimini sil`,
  empty: 'Henüz bildiriminiz yok.',
  unread: 'Okunmadı',
  failed: 'Bildirimler yüklenemedi.',
  actionFailed: 'Bildirim güncellenemedi.',
  latest: 'Son 10 bildirim',
} as const;
