import { Timer } from 'lucide-react';
import { Panel } from '../../design/portal-ui/Panel';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { recordTexts as t } from '../texts';

const f = {
  title: 'Odak süresi (Odaklan sayacından)',
  total: (minutes: string) => `Bu hafta toplam ${minutes} dk`,
  minutes: (minutes: string) => `${minutes} dk`,
  noCourse: 'Ders seçilmeden',
  none: 'Kayıt yok',
} as const;

/**
 * Beside the plan, what the student really focused on: minutes logged from the focus timer per day of the
 * shown week, with each day's courses. Read from `focus.studentDays` (the same week as the program).
 */
export function FocusWeekStrip({ studentId, week }: { studentId: string; week: string }) {
  const focus = trpc.focus.studentDays.useQuery({ studentId, week });
  if (!focus.data) return null;
  const w = focus.data;
  return (
    <Panel
      title={
        <span className="inline-flex items-center gap-2">
          <Timer aria-hidden="true" className="size-4 text-brand" />
          {f.title}
        </span>
      }
      headingLevel={3}
      actions={<span className="text-sm text-ink-muted">{f.total(formatNumber(w.totalMinutes))}</span>}
      className="p-3 sm:p-4"
    >
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7" data-testid="focus-week">
        {w.days.map((d) => (
          <li
            key={d.date}
            data-testid={`focus-day-${d.day}`}
            className="min-w-0 rounded-[var(--radius-control)] border border-line p-2"
          >
            <p className="truncate text-xs font-semibold text-ink-muted">{t.days[d.day - 1]}</p>
            <p className={d.minutes > 0 ? 'font-bold text-ink' : 'text-sm text-ink-muted'}>
              {d.minutes > 0 ? f.minutes(formatNumber(d.minutes)) : f.none}
            </p>
            {d.courses.length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-xs text-ink-muted">
                {d.courses.map((c) => (
                  <li key={c.courseId ?? '-'} className="truncate" title={c.courseName ?? f.noCourse}>
                    {c.courseName ?? f.noCourse}: {f.minutes(formatNumber(c.minutes))}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
