import { CircleAlert, Inbox, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { serverMessageOf } from '../../lib/server-errors';
import { useDeferredArrival } from '../../lib/use-deferred-arrival';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { uiTexts as t } from './texts';

/** What a section shows while its data is loading, when it failed, and when there is none. */

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

export function Loading({ label = t.loading, className }: { label?: string; className?: string }) {
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
  message = t.loadFailed,
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
          {t.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** What QueryView needs of a React Query (or tRPC) query. */
export interface ViewableQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Loading, error and content of one query in one place. `errorDetail: false` leaves the server's message
 * out of the error box (sections whose own message says enough).
 */
export function QueryView<T>({
  query,
  children,
  loading,
  errorMessage,
  errorDetail = true,
}: {
  query: ViewableQuery<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  errorMessage?: string;
  errorDetail?: boolean;
}) {
  const shown = useDeferredArrival(query.data, (data) => data !== undefined);
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage}
        detail={(errorDetail && serverMessageOf(query.error)) || undefined}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending || shown === undefined) return <>{loading ?? <Loading />}</>;
  return <>{children(shown)}</>;
}
