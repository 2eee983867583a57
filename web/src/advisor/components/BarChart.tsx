import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  Legend,
  BarChart as RechartsBarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../lib/format';
import { common } from '../texts';

export type ChartTone = 'brand' | 'accent' | 'success' | 'danger';
export interface ChartSeries {
  name: string;
  tone: ChartTone;
}
export interface ChartRow {
  label: string;
  values: (number | null)[];
}

/** The design tokens as SVG paints (they follow the light/dark theme). */
export const TONE_COLOR: Record<ChartTone, string> = {
  brand: 'var(--pu-brand)',
  accent: 'var(--pu-accent)',
  success: 'var(--pu-success)',
  danger: 'var(--pu-danger)',
};

export const AXIS_PROPS = {
  stroke: 'var(--pu-line)',
  tick: { fill: 'var(--pu-ink-muted)', fontSize: 12 },
} as const;

export const TOOLTIP_PROPS = {
  contentStyle: {
    background: 'var(--pu-surface)',
    border: '1px solid var(--pu-line)',
    borderRadius: 8,
    color: 'var(--pu-ink)',
  },
  labelStyle: { color: 'var(--pu-ink)', fontWeight: 600 },
  cursor: { fill: 'var(--pu-surface-muted)' },
} as const;

/**
 * Grouped bars (Recharts). The drawing is hidden from screen readers: the figure has a caption and the same
 * numbers are one click away as a table.
 */
export function BarChart({
  label,
  series,
  data,
  format = formatNumber,
  max,
  height = 224,
  axisWidth,
}: {
  label: string;
  series: ChartSeries[];
  data: ChartRow[];
  format?: (n: number) => string;
  max?: number;
  height?: number;
  /** Room for the value axis' labels when they are longer than a number ("2 sa 40 dk"). */
  axisWidth?: number;
}) {
  const id = useId();
  if (data.length === 0) return <p className="text-sm text-ink-muted">{common.noData}</p>;
  const rows = data.map((row) =>
    Object.fromEntries([['label', row.label], ...series.map((s, i) => [s.name, row.values[i] ?? null])]),
  );
  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="sr-only">
        {label}
      </figcaption>
      <div aria-hidden="true" style={{ height }} className="w-full">
        <ResponsiveContainer width="100%" height="100%">
          <RechartsBarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--pu-line)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...AXIS_PROPS} interval="preserveStartEnd" />
            <YAxis
              {...AXIS_PROPS}
              domain={[0, max ?? 'auto']}
              tickFormatter={(v: number) => format(v)}
              {...(axisWidth ? { width: axisWidth } : {})}
            />
            <Tooltip {...TOOLTIP_PROPS} formatter={(v) => (typeof v === 'number' ? format(v) : String(v))} />
            {series.length > 1 ? (
              <Legend wrapperStyle={{ color: 'var(--pu-ink-muted)', fontSize: 13 }} />
            ) : null}
            {series.map((s) => (
              <Bar
                key={s.name}
                dataKey={s.name}
                fill={TONE_COLOR[s.tone]}
                radius={[3, 3, 0, 0]}
                maxBarSize={36}
                isAnimationActive={false}
              />
            ))}
          </RechartsBarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable label={label} series={series.map((s) => s.name)} data={data} format={format} />
    </figure>
  );
}

/** The numbers of a chart as a table behind a disclosure. */
export function ChartTable({
  label,
  series,
  data,
  format = formatNumber,
}: {
  label: string;
  series: string[];
  data: { label: string; values: (number | null | string)[] }[];
  format?: (n: number) => string;
}) {
  return (
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
                <th key={s} scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {s}
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
                  <td key={series[i] ?? i} className="py-1.5 pr-3 text-right tabular-nums">
                    {v === null ? common.none : typeof v === 'number' ? format(v) : v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
