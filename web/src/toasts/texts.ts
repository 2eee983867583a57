import type { ToastType } from './toast-store';

/** Spec §4 "Toasts": the label of each toast type. */
export const TOAST_LABELS: Record<ToastType, string> = {
  success: 'BAŞARILI',
  warning: 'UYARI',
  error: 'HATA',
  info: 'BİLGİ',
  message: 'MESAJ',
};

export const toastTexts = {
  /** The label of a toast raised by a live notification without a title of its own. */
  notification: 'BİLDİRİM',
  region: 'Bildirimler',
  close: 'Kapat',
  /** The label of a HIGH priority note's toast (instead of BİLGİ). */
  highPriority: 'ÖNEMLİ',
  /** How many times the same news came while its toast was on screen. */
  repeated: (count: number) => `×${count}`,
  repeatedLong: (count: number) => `${count} kez geldi`,
  /** Toasts kept behind the three shown. */
  waiting: (count: number) => `+${count} bildirim daha`,
  closeNamed: (title: string) => `${title} bildirimini kapat`,
} as const;
