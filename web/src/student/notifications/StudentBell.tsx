import { BellLink } from '../../notifications/BellLink';
import { trpc } from '../../portal/trpc';
import { studentTexts } from '../texts';

/**
 * The student's bell in the top bar: a link to /ogrenci/bildirimler with the unread count. Live
 * notifications refresh the count (StudentRuntime).
 */
export function StudentBell() {
  const count = trpc.studentNotifications.unreadCount.useQuery();
  const unread = count.data?.unreadCount ?? 0;
  return (
    <BellLink to="/ogrenci/bildirimler" unread={unread} label={studentTexts.notifications.bell(unread)} />
  );
}
