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
  closeNamed: (title: string) => `${title} bildirimini kapat`,
} as const;
