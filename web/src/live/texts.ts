import type { LiveState } from './live-connection';

/** Turkish text of the live connection (log lines and the status indicator). */
export const liveTexts = {
  noToken: 'Canlı bağlantı açılmadı: kayıtlı oturum anahtarı yok',
  notOpen: 'Canlı bağlantı açık değil; mesaj gönderilemedi',
  openFailed: 'Canlı bağlantı açılamadı',
  authError: 'Canlı bağlantı kimlik doğrulaması başarısız:',
  states: {
    disconnected: 'Canlı bağlantı kapalı',
    connecting: 'Canlı bağlantı kuruluyor',
    connected: 'Canlı bağlantı açık',
    error: 'Canlı bağlantıda hata',
  } satisfies Record<LiveState, string>,
} as const;
