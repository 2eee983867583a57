import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useWaitingWrites } from '../offline/use-offline';
import { studentTexts } from '../texts';
import { STUDENT_READ, useStudentAccountId } from '../use-student-write';

const m = studentTexts.notifications;

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
    <Link
      to="/ogrenci/bildirimler"
      aria-label={m.bell(unread)}
      activeProps={{ 'aria-current': 'page', className: 'text-brand' }}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold leading-5 text-white"
        >
          {unread > 99 ? '99+' : formatNumber(unread)}
        </span>
      ) : null}
    </Link>
  );
}
