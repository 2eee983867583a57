import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Panel } from '../../design/portal-ui/Panel';
import { QueryView } from '../../design/portal-ui/states';
import { formatDayMonth, formatMinutes, formatNumber } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import type { Outputs } from '../api';
import { AXIS_PROPS, BarChart, ChartTable, TONE_COLOR, TOOLTIP_PROPS } from '../components/BarChart';
import { common, analytics as m } from '../texts';

type Analytics = Outputs['advisor']['analytics'];

/** A Monday (YYYY-MM-DD) as "17 Kas"; noon keeps it on that day in any zone. */
const weekLabel = (weekStart: string) => formatDayMonth(`${weekStart}T12:00:00Z`);

/** Spec §2 "analytics": students per coach, notes and replies per week, reply times, calls. */
export default function AnalyticsPage() {
  const query = trpc.advisor.analytics.useQuery();
  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      <QueryView query={query}>
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-2">
            <Panel title={m.studentsPerCoach} id="students-per-coach">
              <p className="-mt-2 mb-3 text-sm text-ink-muted">{m.studentsPerCoachLead}</p>
              <BarChart
                label={m.studentsPerCoach}
                series={[
                  { name: m.students, tone: 'brand' },
                  { name: m.limit, tone: 'accent' },
                ]}
                data={data.coaches.map((c) => ({ label: c.name, values: [c.studentCount, c.studentLimit] }))}
              />
            </Panel>
            <Panel title={m.notesPerWeek} id="notes-per-week">
              <p className="-mt-2 mb-3 text-sm text-ink-muted">{m.notesPerWeekLead}</p>
              <WeeklyLines data={data} />
            </Panel>
            <Panel title={m.replyTimes} id="reply-times">
              <p className="-mt-2 mb-3 text-sm text-ink-muted">{m.replyTimesLead}</p>
              <BarChart
                label={m.replyTimes}
                series={[
                  { name: m.median, tone: 'success' },
                  { name: m.average, tone: 'brand' },
                ]}
                data={data.coaches.map((c) => ({
                  label: c.name,
                  values: [c.medianReplyMinutes, c.averageReplyMinutes],
                }))}
                format={formatMinutes}
                axisWidth={92}
              />
              {data.coaches.every((c) => c.medianReplyMinutes === null) ? (
                <p className="mt-2 text-sm text-ink-muted">{m.noReplies}</p>
              ) : null}
            </Panel>
            <Panel title={m.calls} id="calls">
              <p className="-mt-2 mb-3 text-sm text-ink-muted">{m.callsLead}</p>
              <BarChart
                label={m.calls}
                series={[
                  { name: m.callCount, tone: 'brand' },
                  { name: m.minutes, tone: 'accent' },
                ]}
                data={data.weeks.map((w) => ({
                  label: weekLabel(w.weekStart),
                  values: [w.calls, w.callMinutes],
                }))}
              />
            </Panel>
          </div>
        )}
      </QueryView>
    </>
  );
}

function WeeklyLines({ data }: { data: Analytics }) {
  const id = useId();
  const rows = data.weeks.map((w) => ({ label: weekLabel(w.weekStart), notes: w.notes, replies: w.replies }));
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{common.noData}</p>;
  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="sr-only">
        {m.notesPerWeek}
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="var(--pu-line)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...AXIS_PROPS} />
            <YAxis {...AXIS_PROPS} allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} />
            <Tooltip {...TOOLTIP_PROPS} cursor={{ stroke: 'var(--pu-line)' }} />
            <Legend wrapperStyle={{ color: 'var(--pu-ink-muted)', fontSize: 13 }} />
            <Line
              type="monotone"
              dataKey="notes"
              name={m.notes}
              stroke={TONE_COLOR.brand}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="replies"
              name={m.replies}
              stroke={TONE_COLOR.success}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        label={m.week}
        series={[m.notes, m.replies]}
        data={rows.map((r) => ({ label: m.weekOf(r.label), values: [r.notes, r.replies] }))}
      />
    </figure>
  );
}
