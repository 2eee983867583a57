import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { formatNumber } from '../lib/format';

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
