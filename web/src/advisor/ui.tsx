import { CircleAlert, Inbox, LoaderCircle, type LucideIcon, Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../design/ui/Button';
import { cx } from '../design/ui/cx';
import { formatNumber, initials } from '../lib/format';
import { type PageHeaderProps, PortalPageHeader } from '../portal/ui';
import { common } from './texts';

/** Building blocks of the advisor pages, on the shared design tokens. */

/** An advisor page's heading, lead and actions; it also names the browser tab. */
export function PageHeader(props: PageHeaderProps) {
  return (
    <PortalPageHeader {...props} documentTitle={`${props.title} | ${common.portal} | ${common.appName}`} />
  );
}

export function Panel({
  title,
  actions,
  children,
  className,
  headingLevel = 2,
  id,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={title && id ? `${id}-title` : undefined}
      className={cx(
        'rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5',
        className,
      )}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title ? (
            <Heading id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-ink">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'brand',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  tone?: 'brand' | 'accent' | 'success' | 'danger';
}) {
  const tones = {
    brand: 'bg-brand-soft text-brand',
    accent: 'bg-accent-soft text-accent',
    success: 'bg-success-soft text-success',
    danger: 'bg-danger-soft text-danger',
  } as const;
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      {Icon ? (
        <span
          className={cx('inline-flex size-10 shrink-0 items-center justify-center rounded-xl', tones[tone])}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{label}</p>
        <p className="mt-0.5 text-2xl font-bold tabular-nums text-ink">
          {typeof value === 'number' ? formatNumber(value) : value}
        </p>
        {hint ? <p className="mt-0.5 text-xs text-ink-muted">{hint}</p> : null}
      </div>
    </div>
  );
}

export function EmptyState({
  title,
  text,
  icon: Icon = Inbox,
  action,
}: {
  title: string;
  text?: string;
  icon?: LucideIcon;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-[var(--radius-card)] border border-dashed border-line px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-ink-muted" />
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {text ? <p className="mt-1 max-w-md text-sm text-ink-muted">{text}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export function Loading({ label = common.loading, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cx('flex items-center justify-center gap-2 py-10 text-ink-muted', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({
  message = common.loadFailed,
  detail,
  onRetry,
}: {
  message?: string;
  detail?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-danger/40 bg-danger-soft p-4 text-danger sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1 text-sm">
        <p className="font-semibold">{message}</p>
        {detail ? <p className="mt-0.5">{detail}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {common.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** Loading, error and content of one query in one place. */
export function QueryView<T>({
  query,
  children,
  loading,
  errorMessage,
}: {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  errorMessage?: string;
}) {
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage}
        detail={query.error instanceof Error ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending || query.data === undefined) return <>{loading ?? <Loading />}</>;
  return <>{children(query.data)}</>;
}

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'brand' | 'accent' | 'success' | 'danger';
  className?: string;
}) {
  const tones = {
    neutral: 'bg-surface-muted text-ink-muted',
    brand: 'bg-brand-soft text-brand',
    accent: 'bg-accent-soft text-accent',
    success: 'bg-success-soft text-success',
    danger: 'bg-danger-soft text-danger',
  } as const;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/** A used/limit bar with its figures as text (the bar itself is decoration). */
export function CapacityBar({ used, limit, label }: { used: number; limit: number; label: string }) {
  const ratio = limit > 0 ? Math.min(1, used / limit) : 0;
  const tone = ratio >= 1 ? 'bg-danger' : ratio >= 0.8 ? 'bg-accent' : 'bg-brand';
  return (
    <div className="min-w-28">
      <p className="text-sm tabular-nums text-ink">{label}</p>
      <div aria-hidden="true" className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-surface-muted">
        <div className={cx('h-full rounded-full', tone)} style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}

/** A labelled search box that reports its value after typing pauses (300 ms). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(t);
  }, [text, value, onChange]);
  return (
    <div className={cx('relative', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3 left-3 size-4 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-[var(--radius-control)] border border-line bg-surface py-2.5 pr-3 pl-9 text-base text-ink placeholder:text-ink-muted/80 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
    </div>
  );
}

export function Pagination({
  page,
  total,
  limit,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={common.page(page, pages)} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {common.previous}
      </Button>
      <span className="text-sm text-ink-muted">{common.page(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {common.next}
      </Button>
    </nav>
  );
}

export const selectClass =
  'block w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2.5 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';

export const linkClass = 'font-medium text-brand underline-offset-4 hover:underline';

/** Description list row used by detail pages. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-ink">{children ?? common.none}</dd>
    </div>
  );
}
