import type { StudentDayDto } from '@pusula/contracts/student-app/student-app';
import { Link } from '@tanstack/react-router';
import { QueryView } from '../design/portal-ui/states';
import { formatDayMonth, formatLongDay, formatPercent } from '../lib/format';
import { trpc } from '../portal/trpc';
import { CompletionBar } from './CompletionBar';
import { StudentBlockCard } from './StudentBlockCard';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';
import { STUDENT_READ } from './use-student-write';

const m = studentTexts.week;

/** /ogrenci/hafta: this week's blocks day by day, each fillable, and the week's completion. */
export default function WeekPage() {
  usePageTitle(m.title);
  const week = trpc.studentApp.week.useQuery(undefined, STUDENT_READ);
  return (
    <QueryView query={week} errorMessage={studentTexts.loadFailed}>
      {(w) => (
        <div className="space-y-5">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
            <p className="mt-0.5 text-ink-muted">
              {m.range(formatDayMonth(w.startDate), formatDayMonth(w.endDate))}
            </p>
            <Link to="/ogrenci/konular" className="mt-1 inline-block font-semibold text-brand underline">
              Konu takibi
            </Link>
          </div>
          <div className="rounded-[var(--radius-card)] bg-surface p-4">
            <CompletionBar
              ratio={w.completion}
              label={m.completion}
              empty={studentTexts.today.noWeekProgram}
            />
          </div>
          {w.days.map((d) => (
            <Day key={d.day} day={d} week={w.week} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function Day({ day: d, week }: { day: StudentDayDto; week: string }) {
  const id = `day-${d.day}`;
  return (
    <section aria-labelledby={id} data-testid="student-week-day">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {formatLongDay(d.date)}
        </h2>
        {d.completion !== null ? (
          <span className="text-sm font-semibold text-ink-muted">{formatPercent(d.completion)}</span>
        ) : null}
      </div>
      {d.blocks.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{m.noBlocks}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {d.blocks.map((b) => (
            <StudentBlockCard key={b.blockId} block={b} week={week} />
          ))}
        </ul>
      )}
    </section>
  );
}
