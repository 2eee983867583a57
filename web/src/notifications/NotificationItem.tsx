import type { ReactNode } from 'react';
import { cx } from '../design/ui/cx';
import { formatDateTime, formatRelative } from '../lib/format';
import type { NotificationItem as Notification } from './api';
import { NotificationLink } from './NotificationLink';
import type { RecipientRole } from './notification-link';
import { notificationTexts } from './texts';

/**
 * One notification in a list (the staff bell, the student's and the parent's pages): the unread dot, the
 * title, the text and when, all a link to what it tells of (opening it calls `onOpen`), and the list's own
 * buttons (`actions`) beside it.
 */
export function NotificationItem({
  notification: n,
  recipient,
  onOpen,
  actions,
}: {
  notification: Notification;
  recipient: RecipientRole;
  onOpen: () => void;
  actions?: ReactNode;
}) {
  return (
    <li data-notification-id={n.id} className={cx('flex gap-3 px-4 py-3', !n.isRead && 'bg-brand-soft/50')}>
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-brand')}
      />
      <NotificationLink
        notification={n}
        recipient={recipient}
        onOpen={onOpen}
        className="min-w-0 flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span className="block text-sm font-semibold text-ink underline-offset-2 group-hover:underline">
          {n.title}
          {!n.isRead ? <span className="sr-only"> ({notificationTexts.unread})</span> : null}
        </span>
        <span className="mt-0.5 block break-words text-sm text-ink-muted">{n.message}</span>
        <time
          dateTime={n.createdAt}
          title={formatDateTime(n.createdAt)}
          className="mt-1 block text-xs text-ink-muted"
        >
          {formatRelative(n.createdAt)}
        </time>
      </NotificationLink>
      {actions ? <div className="flex shrink-0 flex-col gap-1">{actions}</div> : null}
    </li>
  );
}
