import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../design/ui/cx';
import { type LinkableNotification, notificationHref, type RecipientRole } from './notification-link';

/**
 * A notification as a link to what it tells of (the notification link table): a real `<a href>`, so the
 * keyboard, a middle click and "open in new tab" work; a plain click navigates in the app and calls
 * `onOpen` (mark read, close the bell).
 */
export function NotificationLink({
  notification,
  recipient,
  onOpen,
  className,
  children,
}: {
  notification: LinkableNotification;
  recipient: RecipientRole;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = notificationHref(notification, recipient);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={follow} data-notification-link="" className={cx('group block', className)}>
      {children}
    </a>
  );
}
