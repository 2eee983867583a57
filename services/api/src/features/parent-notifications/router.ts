import { ownNotificationsRouter } from '../notifications/own-notifications-router';

/**
 * The parent portal's notifications (its bell and /parent/notifications): what the notifications projector
 * raised for the signed-in parent — the coach's messages in the family thread, homework given and its
 * reminders, the weekly summary, a video call. Parents only, and only their own (someone else's is 404).
 */
export const parentNotificationsRouter = ownNotificationsRouter('PARENT');
