import { z } from 'zod';

/**
 * Stream `notification-state-{userId}`: what a user did with their own notifications. The notifications
 * themselves are derived from other events by the notifications projector; only these user actions are
 * facts of their own, kept as events so that a rebuild replays them too.
 */
export const notificationRead = z.object({ userId: z.string(), notificationId: z.string(), at: z.string() });
/** Everything the user had up to `upTo` (a notification position) is read; later ones stay unread. */
export const allNotificationsRead = z.object({ userId: z.string(), upTo: z.string(), at: z.string() });
export const notificationDeleted = z.object({
  userId: z.string(),
  notificationId: z.string(),
  at: z.string(),
});

export type NotificationStateEvent =
  | { type: 'NotificationRead'; data: z.infer<typeof notificationRead> }
  | { type: 'AllNotificationsRead'; data: z.infer<typeof allNotificationsRead> }
  | { type: 'NotificationDeleted'; data: z.infer<typeof notificationDeleted> };
