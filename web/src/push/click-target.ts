import { asRecipientRole, clickTypeHref, notificationHref } from '../notifications/notification-link';

/**
 * Where a click on a push notification leads (the service worker's notificationclick): the notification
 * link table, by the payload's `notificationType`, its data and the role the device subscribed as (`role`,
 * see features/web-push/push-payload). A payload without a notification type keeps the spec §2 routing
 * by click type (the same module).
 */
export function clickTargetFor(data: Record<string, unknown> | null | undefined): string {
  const payload = data ?? {};
  if (typeof payload.notificationType !== 'string') return clickTypeHref(payload);
  return notificationHref({ type: payload.notificationType, data: payload }, asRecipientRole(payload.role));
}
