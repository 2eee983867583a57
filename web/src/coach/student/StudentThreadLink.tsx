import { Link } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../design/ui/button';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { student as m } from '../texts';

/**
 * On the coach's student page: „Mesajlar", the way to the coaching thread with this student (the
 * „Öğrenci" conversation of /dashboard/messages), with its unread count. The thread exists only for a
 * student with an account of their own; for any other the link is replaced by why there is none.
 */
export function StudentThreadLink({ studentId, firstName }: { studentId: string; firstName: string }) {
  const threads = trpc.coachingMessages.coach.threads.useQuery();
  if (!threads.data) return null;
  const thread = threads.data.find((t) => t.studentId === studentId);
  if (!thread)
    return (
      <p data-testid="no-student-thread" className="max-w-xs text-sm text-ink-muted">
        {m.noThread(firstName)}
      </p>
    );
  return (
    <Link
      to="/dashboard/messages"
      search={{ thread: 'student', studentId }}
      className={buttonClass('secondary', 'md')}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {m.messages}
      {thread.unreadCount > 0 ? (
        <span className="rounded-full bg-danger px-1.5 text-xs font-bold leading-5 text-white">
          <span aria-hidden="true">{formatNumber(thread.unreadCount)}</span>
          <span className="sr-only">{m.unreadMessages(thread.unreadCount)}</span>
        </span>
      ) : null}
    </Link>
  );
}
