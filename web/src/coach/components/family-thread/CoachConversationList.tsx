import { Avatar } from '../../../design/portal-ui/Avatar';
import { cx } from '../../../design/ui/cx';
import { compareText, formatNumber } from '../../../lib/format';
import { familyThreadTexts as m } from './texts';

export type Conversation =
  | { kind: 'advisor' }
  /** A student's family thread (the parents). */
  | { kind: 'student'; studentId: string }
  /** A student's own thread with the coach (students with an account). */
  | { kind: 'studentChat'; studentId: string };

export interface StudentThreadSummary {
  studentId: string;
  studentName: string;
  lastMessage: { senderType: 'COACH' | 'PARENT' | 'STUDENT'; content: string; createdAt: string } | null;
  unreadCount: number;
}

/** Newest activity first; students without messages after them in Turkish alphabetical order. */
export function orderThreads<T extends StudentThreadSummary>(threads: readonly T[]): T[] {
  return [...threads].sort((a, b) => {
    const byActivity = (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? '');
    return byActivity || compareText(a.studentName, b.studentName);
  });
}

const isSame = (a: Conversation, b: Conversation) =>
  a.kind === b.kind && (a.kind === 'advisor' || a.studentId === (b as { studentId: string }).studentId);

/** Danışmanım, the students' own threads („Öğrenci"), then one entry per student's family, with unread badges. */
export function CoachConversationList({
  advisorName,
  advisorUnread,
  threads,
  studentChats = [],
  selected,
  onSelect,
}: {
  advisorName: string | null;
  advisorUnread: number;
  threads: readonly StudentThreadSummary[];
  studentChats?: readonly StudentThreadSummary[];
  selected: Conversation | null;
  onSelect: (conversation: Conversation) => void;
}) {
  const entry = (conversation: Conversation, name: string, detail: string, unread: number, key: string) => {
    const current = selected !== null && isSame(selected, conversation);
    return (
      <li key={key}>
        <button
          type="button"
          aria-current={current ? 'true' : undefined}
          onClick={() => onSelect(conversation)}
          className={cx(
            'flex w-full items-center gap-3 rounded-[var(--radius-control)] p-2 text-left focus-visible:outline-2 focus-visible:outline-brand',
            current ? 'bg-brand-soft' : 'hover:bg-surface-muted',
          )}
        >
          <Avatar name={name} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">{name}</span>
            <span className="block truncate text-xs text-ink-muted">{detail}</span>
          </span>
          {unread > 0 ? (
            <span className="ml-auto shrink-0 rounded-full bg-brand px-2 text-xs font-bold text-on-brand">
              {formatNumber(unread)}
              <span className="sr-only">{m.unreadSuffix}</span>
            </span>
          ) : null}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={m.conversationsLabel} className="space-y-4">
      {advisorName ? (
        <div>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {m.advisorGroup}
          </h3>
          <ul>{entry({ kind: 'advisor' }, advisorName, m.advisorRole, advisorUnread, 'advisor')}</ul>
        </div>
      ) : null}
      {studentChats.length > 0 ? (
        <div>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {m.studentChatsGroup}
          </h3>
          <ul className="space-y-1" aria-label={m.studentChatsGroup}>
            {orderThreads(studentChats).map((t) =>
              entry(
                { kind: 'studentChat', studentId: t.studentId },
                t.studentName,
                t.lastMessage
                  ? `${t.lastMessage.senderType === 'STUDENT' ? m.lastFromStudent : m.lastFromYou}${t.lastMessage.content}`
                  : m.noMessagesYet,
                t.unreadCount,
                `chat-${t.studentId}`,
              ),
            )}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {m.studentsGroup}
        </h3>
        {threads.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noStudents}</p>
        ) : (
          <ul className="space-y-1" aria-label={m.studentsGroup}>
            {orderThreads(threads).map((t) =>
              entry(
                { kind: 'student', studentId: t.studentId },
                t.studentName,
                t.lastMessage
                  ? `${t.lastMessage.senderType === 'PARENT' ? m.lastFromParent : m.lastFromYou}${t.lastMessage.content}`
                  : m.noMessagesYet,
                t.unreadCount,
                t.studentId,
              ),
            )}
          </ul>
        )}
      </div>
    </nav>
  );
}
