import { formatNumber } from '../lib/format';

/** The unread count on a bell (hidden from screen readers: the bell's name says it); nothing at zero. */
export function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-count"
      className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold leading-5 text-white"
    >
      {unread > 99 ? '99+' : formatNumber(unread)}
    </span>
  );
}
