import { BellLink } from '../../notifications/BellLink';
import { trpc } from '../../portal/trpc';
import { useWaitingWrites } from '../offline/use-offline';
import { studentTexts } from '../texts';
import { STUDENT_READ, useStudentAccountId } from '../use-student-write';

/**
 * The student's bell in the top bar: a link to /ogrenci/bildirimler with the unread count. Live
 * notifications refresh the count (StudentRuntime).
 */
export function StudentBell() {
  const count = trpc.studentNotifications.unreadCount.useQuery(undefined, STUDENT_READ);
  // Read marks still on the phone (offline) already count as read.
  const reads = useWaitingWrites(useStudentAccountId()).flatMap((e) =>
    e.write.kind === 'notificationRead' ? [e.write.notificationId] : [],
  );
  const unread = reads.includes(null) ? 0 : Math.max(0, (count.data?.unreadCount ?? 0) - reads.length);
  return (
    <BellLink to="/ogrenci/bildirimler" unread={unread} label={studentTexts.notifications.bell(unread)} />
  );
}
