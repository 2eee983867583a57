import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
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
 * The signed-in student's or parent's notifications, newest first, each leading where the notification
 * link table says and marked read on the way; „Tümünü okundu işaretle" clears the badge. Built for a
 * 390 px phone: one column, texts wrap.
 */
export function OwnNotificationsList({
  owner,
  texts: m,
}: {
  owner: OwnNotificationsOwner;
  texts: OwnNotificationsTexts;
}) {
  const [limit, setLimit] = useState(OWN_NOTIFICATIONS_PAGE);
  const all = trpc.useUtils();
  const api = owner === 'STUDENT' ? trpc.studentNotifications : trpc.parentNotifications;
  const utils = owner === 'STUDENT' ? all.studentNotifications : all.parentNotifications;
  const list = api.list.useQuery({ page: 1, limit });
  const sync = () => void utils.invalidate();
  const failed = () => notify.error(m.failed);
  const markRead = api.markRead.useMutation({ onError: failed, onSettled: sync });
  const markAll = api.markAllRead.useMutation({ onError: failed, onSettled: sync });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={!list.data || list.data.unreadCount === 0 || markAll.isPending}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {m.markAll}
        </Button>
      </div>
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
                {data.notifications.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    recipient={owner}
                    onOpen={() => {
                      if (!n.isRead) markRead.mutate({ id: n.id });
                    }}
                  />
                ))}
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
