import type { MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatDayMonth, formatNet } from '../../lib/format';
import { recordEditors as e, recordLabels as r } from '../texts';

const LINE_COLOURS = ['var(--pu-accent, #d97706)', '#0891b2', '#7c3aed', '#16a34a', '#db2777', '#64748b'];

/** Total and per-test nets of one exam type over time; screen readers get the figures as text. */
export function TrendChart({ trend }: { trend: MockExamTrendDto }) {
  const data = trend.points.map((p) => ({
    label: formatDayMonth(p.takenOn),
    name: p.name,
    total: p.totalNet,
    ...p.nets,
  }));
  const summary = trend.points
    .map((p) => `${p.name} (${formatDate(p.takenOn)}): ${r.net(p.totalNet)}`)
    .join('; ');
  return (
    <figure data-testid="exam-trend-chart">
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--pu-line, #e5e7eb)" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} tickFormatter={formatNet} />
            <Tooltip formatter={(value) => formatNet(Number(value))} />
            <Legend />
            <Line
              type="monotone"
              dataKey="total"
              name={`${trend.examType} ${e.total}`}
              stroke="var(--pu-brand, #2563eb)"
              strokeWidth={3}
              dot
            />
            {trend.tests
              .filter((test) => trend.points.some((p) => test.testCode in p.nets))
              .map((test, i) => (
                <Line
                  key={test.testCode}
                  type="monotone"
                  dataKey={test.testCode}
                  name={test.testName}
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                  strokeWidth={1.5}
                  dot={false}
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
