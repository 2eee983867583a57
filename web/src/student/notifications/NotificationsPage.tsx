import { Bell, CheckCheck, CloudOff } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { formatDateTime, formatRelative } from '../../lib/format';
import { NotificationLink } from '../../notifications/NotificationLink';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { submitStudentWrite } from '../offline/student-writes';
import { useOnline, useWaitingWrites } from '../offline/use-offline';
import { studentTexts } from '../texts';
import { usePageTitle } from '../use-page-title';
import { STUDENT_READ, useStudentAccountId, useStudentRefresh } from '../use-student-write';
import { STUDENT_NOTIFICATIONS_PAGE } from './student-notification-queries';

const m = studentTexts.notifications;

/**
 * /ogrenci/bildirimler: the student's notifications, newest first. Each leads where the notification
 * link table says (Mesajlar, Bugün, Hafta) and is marked read on the way; „Tümünü okundu işaretle" clears
 * the badge. Offline it shows the last list read (the service worker kept it, as it keeps today's plan)
 * with a note, and a read mark waits on the phone's queue to be sent later. Built for a 390 px phone: one column, texts wrap.
 */
export default function NotificationsPage() {
  usePageTitle(m.title);
  const [limit, setLimit] = useState(STUDENT_NOTIFICATIONS_PAGE);
  const online = useOnline();
  const list = trpc.studentNotifications.list.useQuery({ page: 1, limit }, STUDENT_READ);
  const accountId = useStudentAccountId();
  const refresh = useStudentRefresh();
  // Read marks go through the phone's queue: offline they wait and the list already shows them read.
  const reads = useWaitingWrites(accountId).flatMap((e) =>
    e.write.kind === 'notificationRead' ? [e.write.notificationId] : [],
  );
  const allRead = reads.includes(null);
  const markRead = (notificationId: string | null) =>
    void submitStudentWrite(accountId, { kind: 'notificationRead', notificationId }, refresh).then((r) => {
      if (r.kind === 'refused') notify.error(m.failed);
    });
  const isRead = (n: { id: string; isRead: boolean }) => n.isRead || allRead || reads.includes(n.id);
  const unread = (list.data?.notifications ?? []).filter((n) => !isRead(n)).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
          <p className="mt-0.5 text-sm text-ink-muted">{m.lead}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => markRead(null)}
          disabled={!list.data || allRead || (list.data.unreadCount === 0 && unread === 0)}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {m.markAll}
        </Button>
      </div>
      {online ? null : (
        <p data-testid="notifications-offline" className="flex items-center gap-2 text-sm text-ink-muted">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {m.offlineList}
        </p>
      )}
      <QueryView query={list} errorMessage={studentTexts.loadFailed}>
        {(data) =>
          data.notifications.length === 0 ? (
            <EmptyState icon={Bell} title={m.none} text={m.noneText} />
          ) : (
            <>
              <ul
                aria-label={m.title}
                className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
              >
                {data.notifications.map((shown) => {
                  const n = { ...shown, isRead: isRead(shown) };
                  return (
                    <li
                      key={n.id}
                      data-notification-id={n.id}
                      className={cx(!n.isRead && 'bg-brand-soft/50')}
                    >
                      <NotificationLink
                        notification={n}
                        recipient="STUDENT"
                        onOpen={() => {
                          if (!n.isRead) markRead(n.id);
                        }}
                        className="flex gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
                      >
                        <span
                          aria-hidden="true"
                          className={cx(
                            'mt-1.5 size-2 shrink-0 rounded-full',
                            n.isRead ? 'bg-transparent' : 'bg-brand',
                          )}
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block text-sm font-semibold text-ink group-hover:underline">
                            {n.title}
                            {!n.isRead ? <span className="sr-only"> ({m.unread})</span> : null}
                          </span>
                          <span className="mt-0.5 block break-words text-sm text-ink-muted">{n.message}</span>
                          <time
                            dateTime={n.createdAt}
                            title={formatDateTime(n.createdAt)}
                            className="mt-1 block text-xs text-ink-muted"
                          >
                            {formatRelative(n.createdAt)}
                          </time>
                        </span>
                      </NotificationLink>
                    </li>
                  );
                })}
              </ul>
              {data.total > data.notifications.length && limit < 100 ? (
                <Button
                  variant="secondary"
                  className="w-full"
                  onClick={() => setLimit((l) => Math.min(100, l + STUDENT_NOTIFICATIONS_PAGE))}
                >
                  {m.more}
                </Button>
              ) : null}
            </>
          )
        }
      </QueryView>
    </div>
  );
}
