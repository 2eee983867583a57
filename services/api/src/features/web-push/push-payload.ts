import type { NotificationRow } from '@pusula/projections';

/** The `data.type` a service worker routes a click by (spec §2: message, appointment, anything else). */
function clickType(notificationType: string): string {
  if (notificationType === 'MESSAGE_RECEIVED' || notificationType === 'NEW_MESSAGE') return 'message';
  if (notificationType.startsWith('APPOINTMENT')) return 'appointment';
  return 'notification';
}

/**
 * Spec §3 "Push message": notification (title, body) and data (type); data values are strings. `role` is
 * the role the device subscribed as: the click follows the notification link table for that role.
 */
export function pushPayload(row: NotificationRow, role?: string) {
  const extra = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(extra ?? {}))
    if (value !== null && value !== undefined) data[key] = String(value);
  return {
    notification: { title: row.title, body: row.message },
    data: {
      ...data,
      type: clickType(row.type),
      notificationType: row.type,
      notificationId: row.id,
      ...(role ? { role } : {}),
    },
  };
}
