import { TIMINGS_MS } from '@pusula/contracts/constants';
import { toastTexts } from './texts';
import type { ToastInput } from './toast-store';

/** A NOTIFICATION of the live channel: its type, and the text the server wrote for it. */
export interface LiveNotification {
  type?: string;
  title?: string;
  message?: string;
  data?: Record<string, unknown>;
}

/**
 * Spec §4 "Rules by NOTIFICATION type": messages stay, appointment reminders warn for 10 s, appointment
 * requests stay as info, a student joining is a success, anything else is info. On top (toast-policy.ts):
 * a HIGH priority note is marked as such and stays; a call invitation names its call, so that it goes
 * when the call is over.
 */
export function toastForNotification(notification: LiveNotification): ToastInput {
  const base = baseToast(notification);
  const data = notification.data ?? {};
  const callId = typeof data.callId === 'string' && data.callId ? data.callId : undefined;
  if (data.priority === 'HIGH') return { ...base, priority: 'high', autoClose: false };
  return callId ? { ...base, callId } : base;
}

/**
 * A coach's call to a student or a parent rings in the page's own incoming-call card, with Katıl and
 * Reddet: a toast would repeat it and, on a phone, cover those buttons.
 */
export function isAnnouncedOnPage(notification: LiveNotification): boolean {
  return notification.data?.kind === 'VIDEO_CALL';
}

function baseToast(notification: LiveNotification): ToastInput {
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
