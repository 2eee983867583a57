import { formatPercent } from '../lib/format';

/** A completion ratio (0–1) as a bar with its percentage; `null` (nothing planned) shows the fallback. */
export function CompletionBar({
  ratio,
  label,
  empty,
}: {
  ratio: number | null;
  label: string;
  empty: string;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{label}</span>
        <span className="font-bold text-ink" data-testid="completion">
          {ratio === null ? empty : formatPercent(ratio)}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-brand" style={{ width: `${(ratio ?? 0) * 100}%` }} />
      </div>
    </div>
  );
}
