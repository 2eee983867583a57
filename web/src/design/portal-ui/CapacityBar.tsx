import { cx } from '../ui/cx';

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
