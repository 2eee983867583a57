import { Bell, CheckCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState, QueryView } from '../design/portal-ui/states';
import { Button } from '../design/ui/Button';
import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';
import { NotificationItem } from './NotificationItem';

/** The page size of a notifications page: what a phone screen or two shows; older ones come with „more". */
export const OWN_NOTIFICATIONS_PAGE = 20;

export interface OwnNotificationsTexts {
  title: string;
  markAll: string;
  none: string;
  noneText: string;
  more: string;
  failed: string;
  loadFailed: string;
}

/** Whose notifications: the student app's or the parent portal's own routes (the same answers). */
export type OwnNotificationsOwner = 'STUDENT' | 'PARENT';

/**
 * Read marks kept by the owner (the student app's offline queue): a mark shows at once and is sent when
 * the phone is online. Without it the marks go straight to the server.
 */
export interface QueuedReadMarks {
  /** Read already, or marked and waiting to be sent. */
  isRead(notification: { id: string; isRead: boolean }): boolean;
  /** Marks one (or, with null, every) notification read. */
  mark(notificationId: string | null): void;
  /** „Tümünü okundu işaretle" is waiting to be sent. */
  allMarked: boolean;
}

/**
 * The signed-in student's or parent's notifications, newest first, each leading where the notification
 * link table says and marked read on the way; „Tümünü okundu işaretle" clears the badge. Built for a
 * 390 px phone: one column, texts wrap.
 */
export function OwnNotificationsList({
  owner,
  texts: m,
  queued,
  queryOptions,
  notice,
}: {
  owner: OwnNotificationsOwner;
  texts: OwnNotificationsTexts;
  queued?: QueuedReadMarks;
  /** The student app reads offline-first: the service worker's copy answers when there is no network. */
  queryOptions?: { networkMode: 'offlineFirst' };
  /** A line above the list (the student app's „Çevrimdışı — son görülen liste"). */
  notice?: ReactNode;
}) {
  const [limit, setLimit] = useState(OWN_NOTIFICATIONS_PAGE);
  const all = trpc.useUtils();
  const api = owner === 'STUDENT' ? trpc.studentNotifications : trpc.parentNotifications;
  const utils = owner === 'STUDENT' ? all.studentNotifications : all.parentNotifications;
  const list = api.list.useQuery({ page: 1, limit }, queryOptions);
  const sync = () => void utils.invalidate();
  const failed = () => notify.error(m.failed);
  const markRead = api.markRead.useMutation({ onError: failed, onSettled: sync });
  const markAll = api.markAllRead.useMutation({ onError: failed, onSettled: sync });
  const isRead = (n: { id: string; isRead: boolean }) => queued?.isRead(n) ?? n.isRead;
  const mark = (id: string | null) => {
    if (queued) queued.mark(id);
    else if (id) markRead.mutate({ id });
    else markAll.mutate({});
  };
  const unread = (list.data?.notifications ?? []).filter((n) => !isRead(n)).length;

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => mark(null)}
          disabled={
            !list.data ||
            queued?.allMarked ||
            (list.data.unreadCount === 0 && unread === 0) ||
            markAll.isPending
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {m.markAll}
        </Button>
      </div>
      {notice}
      <QueryView query={list} errorMessage={m.loadFailed}>
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
                    <NotificationItem
                      key={n.id}
                      notification={n}
                      recipient={owner}
                      onOpen={() => {
                        if (!n.isRead) mark(n.id);
                      }}
                    />
                  );
                })}
              </ul>
              {data.total > data.notifications.length && limit < 100 ? (
                <Button
                  variant="secondary"
                  className="w-full"
                  onClick={() => setLimit((l) => Math.min(100, l + OWN_NOTIFICATIONS_PAGE))}
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
