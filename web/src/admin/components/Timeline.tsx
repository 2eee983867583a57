import { History } from 'lucide-react';
import { EmptyState, ErrorState, Loading } from '../../design/portal-ui/states';
import { formatDateTime } from '../../lib/format';
import { serverMessageOf } from '../../lib/server-errors';
import type { TimelineEntry } from '../api';
import { adminTexts } from '../texts';

const m = adminTexts.audit;

/** A stream's history as an ordered list: when, what, who. */
export function Timeline({
  query,
}: {
  query: {
    data?: TimelineEntry[];
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}) {
  if (query.isError)
    return (
      <ErrorState
        message={m.notFound}
        detail={serverMessageOf(query.error) ?? undefined}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending || !query.data) return <Loading />;
  if (query.data.length === 0) return <EmptyState title={m.emptyTimeline} icon={History} />;
  return (
    <ol aria-label={m.timeline} className="relative space-y-4 border-l border-line pl-5">
      {query.data.map((e) => (
        <li key={`${e.at}-${e.what}-${e.description}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-surface bg-brand"
          />
          <p className="text-sm text-ink-muted">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {m.by(e.by ?? m.bySystem)}
          </p>
          <p className="mt-0.5 text-ink">{e.description}</p>
        </li>
      ))}
    </ol>
  );
}
