import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { cx } from '../ui/cx';
import { TONE_CLASSES } from './tones';

/** One figure with its label; a number is written the Turkish way. */
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
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      {Icon ? (
        <span
          className={cx(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-xl',
            TONE_CLASSES[tone],
          )}
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
