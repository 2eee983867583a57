import { Link } from '@tanstack/react-router';
import { QueryView } from '../design/portal-ui/states';
import { OwnExamCountdown } from '../exam-dates/ExamCountdown';
import { formatLongDay } from '../lib/format';
import { trpc } from '../portal/trpc';
import { CompletionBar } from './CompletionBar';
import { StudentBlockCard } from './StudentBlockCard';
import { StudentHomeworkCard } from './StudentHomeworkCard';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';
import { STUDENT_READ } from './use-student-write';

const m = studentTexts.today;

/** /ogrenci: the student's day — today's blocks to fill in, open homework to finish, the week so far. */
export default function TodayPage() {
  usePageTitle(m.title);
  const today = trpc.studentApp.today.useQuery(undefined, STUDENT_READ);
  return (
    <QueryView query={today} errorMessage={studentTexts.loadFailed}>
      {(t) => (
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{m.greeting(t.firstName)}</h1>
            <p className="mt-0.5 text-ink-muted">{formatLongDay(t.today.date)}</p>
            {t.coach ? (
              <p className="text-sm text-ink-muted" data-testid="student-coach">
                {m.coach(`${t.coach.firstName} ${t.coach.lastName}`)}
              </p>
            ) : null}
            <div className="mt-2">
              <OwnExamCountdown />
            </div>
          </div>
          <section aria-labelledby="week-completion" className="rounded-[var(--radius-card)] bg-surface p-4">
            <h2 id="week-completion" className="sr-only">
              {m.weekCompletion}
            </h2>
            <CompletionBar ratio={t.weekCompletion} label={m.weekCompletion} empty={m.noWeekProgram} />
            <Link to="/ogrenci/hafta" className="mt-2 inline-block text-sm font-semibold text-brand">
              {m.seeWeek}
            </Link>
          </section>
          <section aria-labelledby="today-blocks">
            <h2 id="today-blocks" className="text-lg font-semibold text-ink">
              {m.blocks}
            </h2>
            {t.today.blocks.length === 0 ? (
              <p className="mt-2 text-ink-muted">{m.noBlocks}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {t.today.blocks.map((b) => (
                  <StudentBlockCard key={b.blockId} block={b} week={t.week} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="today-homework">
            <h2 id="today-homework" className="text-lg font-semibold text-ink">
              {m.homework}
            </h2>
            {t.homework.length === 0 ? (
              <p className="mt-2 text-ink-muted">{m.noHomework}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {t.homework.map((h) => (
                  <StudentHomeworkCard key={h.homeworkId} homework={h} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}
