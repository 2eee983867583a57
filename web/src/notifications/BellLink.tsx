import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { UnreadBadge } from './UnreadBadge';

/**
 * A portal's bell that leads to its notifications page (the student app, the parent portal): the unread
 * count on it, and in its accessible name (`label`).
 */
export function BellLink({ to, unread, label }: { to: string; unread: number; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      activeProps={{ 'aria-current': 'page', className: 'text-brand' }}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
    >
      <Bell aria-hidden="true" className="size-5" />
      <UnreadBadge unread={unread} />
    </Link>
  );
}
