import { asRecipientRole, notificationHref } from '../notifications/notification-link';

/** The spec §2 click types of a payload from before `notificationType` was sent. */
const BY_CLICK_TYPE: Record<string, string> = {
  message: 'MESSAGE_RECEIVED',
  appointment: 'APPOINTMENT_REQUEST',
};

/**
 * Where a click on a push notification leads (the service worker's notificationclick): the notification
 * link table, by the payload's `notificationType`, its data and the role the device subscribed as
 * (`role`, see features/web-push/push-payload).
 */
export function clickTargetFor(data: Record<string, unknown> | null | undefined): string {
  const payload = data ?? {};
  const type =
    typeof payload.notificationType === 'string'
      ? payload.notificationType
      : (BY_CLICK_TYPE[String(payload.type ?? '').toLowerCase()] ?? 'SYSTEM_NOTIFICATION');
  return notificationHref({ type, data: payload }, asRecipientRole(payload.role));
}
