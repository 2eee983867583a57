import { TIMINGS_MS } from '@pusula/contracts/constants';
import { toastTexts } from './texts';
import type { ToastInput } from './toast-store';

/** A NOTIFICATION of the live channel: its type, and the text the server wrote for it. */
export interface LiveNotification {
  type?: string;
  title?: string;
  message?: string;
}

/**
 * Spec §4 "Rules by NOTIFICATION type": messages stay, appointment reminders warn for 10 s, appointment
 * requests stay as info, a student joining is a success, anything else is info.
 */
export function toastForNotification(notification: LiveNotification): ToastInput {
  const title = notification.title?.trim() || toastTexts.notification;
  const message = notification.message ?? '';
  switch (notification.type) {
    case 'MESSAGE_RECEIVED':
    case 'NEW_MESSAGE':
      return { type: 'message', title, message, autoClose: false };
    case 'APPOINTMENT_REMINDER':
      return { type: 'warning', title, message, duration: TIMINGS_MS.toastWarning };
    case 'APPOINTMENT_REQUEST':
      return { type: 'info', title, message, autoClose: false };
    case 'STUDENT_JOINED':
      return { type: 'success', title, message };
    default:
      return { type: 'info', title, message };
  }
}
