import { ownNotificationsRouter } from '../notifications/own-notifications-router';

/**
 * The student app's notifications (its bell and /ogrenci/bildirimler): what the notifications projector
 * raised for the signed-in student's own account — coach messages, homework, plan changes. Students only,
 * and only their own (someone else's is 404). The staff keep /api/advisor/notifications (spec §7).
 */
export const studentNotificationsRouter = ownNotificationsRouter('STUDENT');
