import { useId } from 'react';
import { cx } from '../../design/ui/cx';
import { formatNumber } from '../format';
import { common } from '../messages';

export interface ChartSeries {
  name: string;
  tone: 'brand' | 'accent' | 'success' | 'danger';
}
export interface ChartRow {
  label: string;
  values: (number | null)[];
}

const TONES = {
  brand: 'bg-brand',
  accent: 'bg-accent',
  success: 'bg-success',
  danger: 'bg-danger',
} as const;

/**
 * Grouped vertical bars drawn with plain boxes (no chart library): the figure is described for screen
 * readers and the same numbers are one click away as a table.
 */
export function BarChart({
  label,
  series,
  data,
  format = formatNumber,
  max: givenMax,
}: {
  label: string;
  series: ChartSeries[];
  data: ChartRow[];
  format?: (n: number) => string;
  max?: number;
}) {
  const id = useId();
  const max = Math.max(givenMax ?? 0, ...data.flatMap((d) => d.values.map((v) => v ?? 0)), 1);
  if (data.length === 0) return <p className="text-sm text-ink-muted">{common.noData}</p>;
  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="sr-only">
        {label}
      </figcaption>
      {series.length > 1 ? (
        <ul className="mb-3 flex flex-wrap gap-4 text-sm text-ink-muted">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cx('size-3 rounded-sm', TONES[s.tone])} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        aria-hidden="true"
        className="flex h-48 items-end gap-2 overflow-x-auto border-b border-line pb-px sm:gap-3"
      >
        {data.map((row) => (
          <div key={row.label} className="flex h-full min-w-10 flex-1 flex-col justify-end">
            <div className="flex h-full items-end justify-center gap-0.5">
              {row.values.map((v, i) => (
                <div key={series[i]?.name ?? i} className="flex h-full w-full max-w-8 flex-col justify-end">
                  <span className="mb-0.5 text-center text-[0.6875rem] tabular-nums text-ink-muted">
                    {v === null ? '' : format(v)}
                  </span>
                  <div
                    className={cx('w-full rounded-t-sm', TONES[series[i]?.tone ?? 'brand'])}
                    style={{ height: `${((v ?? 0) / max) * 100}%`, minHeight: v ? 2 : 0 }}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1.5 flex gap-2 overflow-hidden sm:gap-3">
        {data.map((row) => (
          <span
            key={row.label}
            className="min-w-10 flex-1 truncate text-center text-xs text-ink-muted"
            title={row.label}
          >
            {row.label}
          </span>
        ))}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand">{common.showTable}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {label}
                </th>
                {series.map((s) => (
                  <th key={s.name} scope="col" className="py-1.5 pr-3 text-right font-medium">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.label} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                    {row.label}
                  </th>
                  {row.values.map((v, i) => (
                    <td key={series[i]?.name ?? i} className="py-1.5 pr-3 text-right tabular-nums">
                      {v === null ? common.none : format(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
