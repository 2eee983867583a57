import type { ReactNode } from 'react';
import { Pagination } from '../../design/portal-ui/Pagination';

/**
 * A card holding a wide table that scrolls sideways inside it on a narrow screen, with the count and the
 * pages under it: the admin's lists of accounts and of students.
 */
export function PagedTable({
  summary,
  minWidthClass,
  page,
  total,
  limit,
  onPage,
  children,
}: {
  /** "42 öğrenci": the table's caption for screen readers and the line above the pages. */
  summary: string;
  /** A `min-w-[…]` class: below that width the table scrolls inside the card instead of squeezing its columns. */
  minWidthClass: string;
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <div className="overflow-x-auto">
        <table className={`w-full text-sm ${minWidthClass}`}>
          <caption className="sr-only">{summary}</caption>
          {children}
        </table>
      </div>
      <div className="px-4 pb-4">
        <p className="pt-3 text-sm text-ink-muted">{summary}</p>
        <Pagination page={page} total={total} limit={limit} onPage={onPage} />
      </div>
    </div>
  );
}
