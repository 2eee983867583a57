import * as Popover from '@radix-ui/react-popover';
import { Bell, Check, CheckCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Loading } from '../design/portal-ui/states';
import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';
import { NotificationItem } from './NotificationItem';
import { BELL_INPUT, markEveryRead, markOneRead, removeOne } from './notification-cache';
import type { RecipientRole } from './notification-link';
import { notificationTexts as m } from './texts';
import { UnreadBadge } from './UnreadBadge';

/**
 * The bell (spec §4 "Notification"): unread count, the 10 latest, mark one or all read, delete. Live
 * notifications reach it through the query cache (see portal/use-portal-runtime). Each item is a link to
 * what it tells of (notification-link.ts, for the signed-in `role`); opening it marks it read.
 */
export function NotificationBell({ recipient }: { recipient: RecipientRole }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery(BELL_INPUT);
  const count = trpc.notifications.unreadCount.useQuery();
  const unread = count.data?.unreadCount ?? list.data?.unreadCount ?? 0;

  const sync = () => {
    void utils.notifications.list.invalidate();
    void utils.notifications.unreadCount.invalidate();
  };
  const failed = () => {
    notify.error(m.actionFailed);
    sync();
  };
  const setCount = (update: (n: number) => number) =>
    utils.notifications.unreadCount.setData(undefined, (old) =>
      old ? { unreadCount: Math.max(0, update(old.unreadCount)) } : old,
    );

  const markRead = trpc.notifications.markRead.useMutation({
    onMutate: ({ id }) => {
      const wasUnread = list.data?.notifications.some((n) => n.id === id && !n.isRead);
      utils.notifications.list.setData(BELL_INPUT, (old) => markOneRead(old, id, new Date().toISOString()));
      if (wasUnread) setCount((n) => n - 1);
    },
    onError: failed,
    onSettled: sync,
  });
  const markAll = trpc.notifications.markAllRead.useMutation({
    onMutate: () => {
      utils.notifications.list.setData(BELL_INPUT, (old) => markEveryRead(old, new Date().toISOString()));
      setCount(() => 0);
    },
    onError: failed,
    onSettled: sync,
  });
  const remove = trpc.notifications.delete.useMutation({
    onMutate: ({ id }) => {
      const wasUnread = list.data?.notifications.some((n) => n.id === id && !n.isRead);
      utils.notifications.list.setData(BELL_INPUT, (old) => removeOne(old, id));
      if (wasUnread) setCount((n) => n - 1);
    },
    onError: failed,
    onSettled: sync,
  });

  const items = list.data?.notifications ?? [];
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={m.button(unread)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
      >
        <Bell aria-hidden="true" className="size-5" />
        <UnreadBadge unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={m.title}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-[var(--radius-card)] border border-line bg-surface text-ink shadow-[var(--shadow-card)] data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <div>
              <h2 className="font-semibold">{m.title}</h2>
              <p className="text-xs text-ink-muted">{m.latest}</p>
            </div>
            <button
              type="button"
              onClick={() => markAll.mutate({})}
              disabled={unread === 0 || markAll.isPending}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:opacity-50"
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {m.markAll}
            </button>
          </div>
          {list.isPending ? (
            <Loading />
          ) : list.isError ? (
            <p role="alert" className="px-4 py-6 text-sm text-danger">
              {m.failed}
            </p>
          ) : items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-ink-muted">{m.empty}</p>
          ) : (
            <ul
              aria-label={m.title}
              className="max-h-[min(28rem,70dvh)] divide-y divide-line overflow-y-auto"
            >
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  recipient={recipient}
                  onOpen={() => {
                    if (!n.isRead) markRead.mutate({ id: n.id });
                    setOpen(false);
                  }}
                  actions={
                    <>
                      {!n.isRead ? (
                        <button
                          type="button"
                          onClick={() => markRead.mutate({ id: n.id })}
                          aria-label={m.markReadNamed(n.title)}
                          title={m.markRead}
                          className="inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
                        >
                          <Check aria-hidden="true" className="size-4" />
                        </button>
                      ) : null}
                      <button
                        type="button"
                        onClick={() => remove.mutate({ id: n.id })}
                        aria-label={m.removeNamed(n.title)}
                        title={m.remove}
                        className="inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-danger-soft hover:text-danger"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
