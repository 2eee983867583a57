import type { MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth, formatNet } from '../../lib/format';
import { recordEditors as e, recordLabels as r } from '../texts';
import { timeAxis, trendSeries } from './trend-series';

const LINE_COLOURS = ['var(--pu-accent, #d97706)', '#0891b2', '#7c3aed', '#16a34a', '#db2777', '#64748b'];

/**
 * Total and per-test nets of one exam type over time: a time axis (denemes spaced by the days between
 * them, Turkish day labels), one line per series — full denemes' lines solid, each test's branş denemes
 * dashed on a line of their own; screen readers get the figures as text.
 */
export function TrendChart({ trend }: { trend: MockExamTrendDto }) {
  const series = trendSeries(trend, `${trend.examType} ${e.total}`, e.branchLine);
  const axis = timeAxis(series);
  const summary = series
    .map(
      (line) =>
        `${line.name}: ${line.points.map((p) => `${p.name} (${formatDate(p.takenOn)}) ${r.net(p.net)}`).join(', ')}`,
    )
    .join('; ');
  return (
    <figure data-testid="exam-trend-chart">
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--pu-line, #e5e7eb)" />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={axis.domain}
              ticks={axis.ticks}
              tickFormatter={(at: number) => formatDayMonth(at)}
              tick={{ fontSize: 12 }}
              allowDuplicatedCategory={false}
            />
            <YAxis dataKey="net" tick={{ fontSize: 12 }} tickFormatter={formatNet} />
            <Tooltip
              labelFormatter={(at) => formatDate(Number(at))}
              formatter={(value) => formatNet(Number(value))}
            />
            <Legend />
            {series.map((line, i) => (
              <Line
                key={line.key}
                data={line.points}
                dataKey="net"
                name={line.name}
                type="monotone"
                stroke={
                  line.total
                    ? 'var(--pu-brand, #2563eb)'
                    : LINE_COLOURS[(i - 1 + LINE_COLOURS.length) % LINE_COLOURS.length]
                }
                strokeWidth={line.total ? 3 : 1.5}
                // A branş line is dashed: its denemes are compared only with one another.
                strokeDasharray={line.branch ? '6 4' : undefined}
                dot={line.total ? true : { r: 2 }}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">
        {trend.average !== null ? `${e.average}: ${r.net(trend.average)}` : ''}
        {trend.lastThreeAverage !== null ? ` · ${e.lastThree}: ${r.net(trend.lastThreeAverage)}` : ''}
        <span className="sr-only">. {summary}</span>
      </figcaption>
    </figure>
  );
}
