import type { Phase } from './timer-machine';

/** Text of the focus timer (Odaklan page, header indicator, screen-reader announcements). */
export const focusTexts = {
  phase: { work: 'Odak', shortBreak: 'Kısa mola', longBreak: 'Uzun mola' } satisfies Record<Phase, string>,
  phaseLong: {
    work: 'Odaklanma zamanı',
    shortBreak: 'Kısa mola zamanı',
    longBreak: 'Uzun mola zamanı',
  } satisfies Record<Phase, string>,
  announce: (phase: Phase, minutes: number): string =>
    phase === 'work'
      ? `Mola bitti. ${minutes} dakikalık odak süresi başladı.`
      : phase === 'shortBreak'
        ? `Odak süresi tamamlandı. ${minutes} dakikalık kısa mola başladı.`
        : `Harika gidiyorsun! ${minutes} dakikalık uzun mola başladı.`,
  timerLabel: 'Odak sayacı',
  remaining: 'Kalan süre',
  start: 'Başlat',
  resume: 'Devam et',
  pause: 'Duraklat',
  reset: 'Sıfırla',
  skip: 'Sonraki aşamaya geç',
  status: { idle: 'Hazır', running: 'Çalışıyor', paused: 'Duraklatıldı' },
  completed: (n: number) => `Tamamlanan odak periyodu: ${n}`,
  cycle: (position: number, every: number) => `Uzun molaya ${every - position} odak periyodu kaldı`,
  cycleLongNext: 'Bu odak periyodunun ardından uzun mola var',
  settingsHeading: 'Süreleri ayarla',
  settingsHint: 'Değişiklik, çalışan bir aşamada bir sonraki aşamadan itibaren geçerli olur.',
  workMinutes: 'Odak (dakika)',
  shortBreakMinutes: 'Kısa mola (dakika)',
  longBreakMinutes: 'Uzun mola (dakika)',
  apply: 'Süreleri kaydet',
  applied: 'Süreler kaydedildi.',
  keepsRunning: 'Sayaç, sitede başka sayfalara geçtiğinizde de çalışmaya devam eder.',
  notifyTitle: (ended: Phase): string => (ended === 'work' ? 'Odak süresi tamamlandı' : 'Mola bitti'),
  notifyBody: (ended: Phase): string =>
    ended === 'work' ? 'Harika! Şimdi kısa bir mola ver.' : 'Yeni bir odak süresine hazır mısın?',
} as const;

/** Text of a signed-in student's focus log on the Odaklan page. */
export const focusLogTexts = {
  heading: 'Odak kaydım',
  lead: 'Biten her odak süresi koçunun gördüğü kayda eklenir.',
  course: 'Ders',
  topic: 'Konu',
  optional: 'isteğe bağlı',
  noCourse: 'Ders seçilmedi',
  noTopic: 'Konu seçilmedi',
  today: (minutes: number) => `Bugün ${minutes} dk odaklandın`,
  recent: 'Son odak blokları',
  none: 'Henüz kaydedilen bir odak bloğu yok. Sayacı başlat; süre bitince buraya eklenir.',
  minutes: (n: number) => `${n} dk`,
  status: { sending: 'Gönderiliyor…', saved: 'Kaydedildi', refused: 'Kaydedilemedi' },
  notifications: 'Süre bitince bildirim göster',
  notificationsOn: 'Bildirimler açık.',
  notificationsDenied: 'Bildirimlere tarayıcıda izin verilmedi.',
  loadError: 'Dersler yüklenemedi.',
} as const;
