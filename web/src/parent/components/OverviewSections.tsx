import { STUDY_ACTIVITY_LABELS } from '@pusula/contracts/student-record/vocabulary';
import { CalendarClock, ClipboardCheck, FileText, GraduationCap, NotebookPen, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState } from '../../design/portal-ui/states';
import { formatDate, formatDateTime, formatNet, formatNumber, formatPercent } from '../../lib/format';
import { EnteredByStudentBadge, StudentLastEntry } from '../../student-record/kit/StudentEntry';
import { recordLabels, recordTexts } from '../../student-record/texts';
import type { LinkedStudent, StudentOverview } from '../api';
import { parentTexts as m } from '../texts';

const DAY_NAMES = recordTexts.days;

/** A quiet one-line empty state inside a panel (the student simply has no such data yet). */
function Empty({ text, icon }: { text: string; icon: Parameters<typeof EmptyState>[0]['icon'] }) {
  return <EmptyState title={text} icon={icon} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel id={id} title={title}>
      {children}
    </Panel>
  );
}

export function CoachSection({ student }: { student: LinkedStudent }) {
  const coach = student.coach;
  return (
    <Section id="parent-coach" title={m.coach.title}>
      {coach ? (
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{`${coach.firstName} ${coach.lastName}`}</p>
            <p className="text-sm text-ink-muted">
              {m.coach.email}:{' '}
              <a className="text-brand underline-offset-4 hover:underline" href={`mailto:${coach.email}`}>
                {coach.email}
              </a>
            </p>
          </div>
        </div>
      ) : (
        <Empty text={m.coach.none} icon={UserRound} />
      )}
    </Section>
  );
}

type Session = StudentOverview['sessions'][number];

export function UpcomingSessionsSection({ sessions, now }: { sessions: Session[]; now: number }) {
  const upcoming = sessions
    .filter((s) => s.status === 'SCHEDULED' && new Date(s.endAt).getTime() >= now)
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
  return (
    <Section id="parent-sessions" title={m.sessions.title}>
      {upcoming.length === 0 ? (
        <Empty text={m.sessions.empty} icon={CalendarClock} />
      ) : (
        <ul className="divide-y divide-line">
          {upcoming.map((s) => (
            <li key={s.sessionId} className="flex items-center justify-between gap-3 py-2.5">
              <span className="font-medium text-ink">{s.title}</span>
              <span className="text-sm tabular-nums text-ink-muted">{formatDateTime(s.startAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function WeekSection({
  week,
  lastEntry,
}: {
  week: StudentOverview['week'];
  lastEntry: StudentOverview['student']['lastEntry'];
}) {
  const { totals } = week;
  const completion = totals.completion ?? 0;
  return (
    <Section id="parent-week" title={m.week.title}>
      <p className="mb-3 text-sm text-ink-muted">
        {m.week.range(formatDate(`${week.startDate}T12:00:00Z`), formatDate(`${week.endDate}T12:00:00Z`))}
      </p>
      {totals.blocks === 0 ? (
        <Empty text={m.week.empty} icon={NotebookPen} />
      ) : (
        <div className="space-y-3">
          <div className="flex items-baseline justify-between">
            <span className="text-sm text-ink-muted">{m.week.completion}</span>
            <span className="text-2xl font-bold tabular-nums text-ink">{formatPercent(completion)}</span>
          </div>
          <div
            role="progressbar"
            aria-label={m.week.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(completion * 100)}
            className="h-2.5 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${completion * 100}%` }} />
          </div>
          <ul className="space-y-1 text-sm text-ink">
            <li>{m.week.blocks(totals.blocks)}</li>
            {totals.targetQuestions > 0 ? (
              <li>
                {m.week.questions(formatNumber(totals.doneQuestions), formatNumber(totals.targetQuestions))}
              </li>
            ) : null}
            {totals.targetMinutes > 0 ? (
              <li>{m.week.minutes(formatNumber(totals.doneMinutes), formatNumber(totals.targetMinutes))}</li>
            ) : null}
          </ul>
          <WeekByDay blocks={week.blocks} />
        </div>
      )}
      <p className="mt-3 text-sm text-ink">
        <span className="font-medium">{recordLabels.studentLastEntry}: </span>
        <StudentLastEntry entry={lastEntry} />
      </p>
    </Section>
  );
}

/** The week's blocks day by day, folded away (a native disclosure: keyboard and reader work as is). */
function WeekByDay({ blocks }: { blocks: StudentOverview['week']['blocks'] }) {
  const days = DAY_NAMES.map((day, i) => ({
    day,
    blocks: blocks.filter((b) => b.day === i + 1).sort((a, b) => a.startTime.localeCompare(b.startTime)),
  })).filter((d) => d.blocks.length > 0);
  return (
    <details className="group rounded-[var(--radius-control)] border border-line">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-brand">{m.week.byDay}</summary>
      <div className="space-y-3 border-t border-line px-3 py-2">
        {days.map((d) => (
          <div key={d.day}>
            <h4 className="text-sm font-semibold text-ink">{d.day}</h4>
            <ul className="mt-1 space-y-1 text-sm">
              {d.blocks.map((b) => (
                <li
                  key={b.blockId}
                  className="flex flex-wrap justify-between gap-x-3"
                  data-testid="parent-block"
                >
                  <span className="text-ink">
                    {b.startTime} · {b.courseName}
                    <span className="text-ink-muted">
                      {' '}
                      · {STUDY_ACTIVITY_LABELS[b.activity]}
                      {b.topicName ? ` · ${b.topicName}` : ''}
                    </span>
                  </span>
                  <span className="tabular-nums text-ink-muted">
                    {b.enteredByStudent ? (
                      <>
                        <EnteredByStudentBadge />{' '}
                      </>
                    ) : null}
                    {b.targetQuestions
                      ? m.week.questions(formatNumber(b.doneQuestions ?? 0), formatNumber(b.targetQuestions))
                      : m.week.minutes(
                          formatNumber(b.doneMinutes ?? 0),
                          formatNumber(b.targetMinutes ?? b.durationMinutes),
                        )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

export function ExamsSection({
  exams,
  trend,
}: {
  exams: StudentOverview['exams'];
  trend: StudentOverview['trend'];
}) {
  const latest = exams[0];
  return (
    <Section id="parent-exams" title={m.exams.title}>
      {!latest ? (
        <Empty text={m.exams.empty} icon={GraduationCap} />
      ) : (
        <div className="space-y-4">
          {trend && trend.average !== null ? (
            <p className="text-sm text-ink-muted">
              {m.exams.average(formatNet(trend.average))}
              {trend.lastThreeAverage !== null
                ? ` · ${m.exams.lastThree(formatNet(trend.lastThreeAverage))}`
                : ''}
            </p>
          ) : null}
          <div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-ink">{`${latest.name} · ${latest.examType}`}</h3>
              <Badge tone="brand">{m.exams.net(formatNet(latest.totalNet))}</Badge>
            </div>
            <p className="text-sm text-ink-muted">{formatDate(`${latest.takenOn}T12:00:00Z`)}</p>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[18rem] text-[0.8125rem] sm:text-sm">
                <caption className="sr-only">{latest.name}</caption>
                <thead>
                  <tr className="border-b border-line text-left text-ink-muted">
                    <th scope="col" className="py-1.5 font-medium">
                      {m.exams.test}
                    </th>
                    <th scope="col" className="py-1.5 pl-2 text-right sm:pl-3 font-medium">
                      {m.exams.correct}
                    </th>
                    <th scope="col" className="py-1.5 pl-2 text-right sm:pl-3 font-medium">
                      {m.exams.wrong}
                    </th>
                    <th scope="col" className="py-1.5 pl-2 text-right sm:pl-3 font-medium">
                      {m.exams.blank}
                    </th>
                    <th scope="col" className="py-1.5 pl-2 text-right sm:pl-3 font-medium">
                      Net
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {latest.tests.map((t) => (
                    <tr key={t.testCode} className="border-b border-line/60">
                      <th scope="row" className="py-1.5 text-left font-medium text-ink">
                        {t.testName}
                      </th>
                      <td className="py-1.5 pl-2 text-right sm:pl-3 tabular-nums">
                        {formatNumber(t.correct)}
                      </td>
                      <td className="py-1.5 pl-2 text-right sm:pl-3 tabular-nums">{formatNumber(t.wrong)}</td>
                      <td className="py-1.5 pl-2 text-right sm:pl-3 tabular-nums">{formatNumber(t.blank)}</td>
                      <td className="py-1.5 pl-2 text-right sm:pl-3 font-semibold tabular-nums">
                        {formatNet(t.net)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          {exams.length > 1 ? (
            <ul className="divide-y divide-line border-t border-line">
              {exams.slice(1).map((e) => (
                <li key={e.examId} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="text-ink">
                    {`${e.name} · ${e.examType}`}{' '}
                    <span className="text-ink-muted">({formatDate(`${e.takenOn}T12:00:00Z`)})</span>
                  </span>
                  <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
                    {m.exams.net(formatNet(e.totalNet))}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Section>
  );
}

const HOMEWORK_TONE = { ASSIGNED: 'brand', DONE: 'success', LATE: 'danger' } as const;

export function HomeworkSection({ homework }: { homework: StudentOverview['homework'] }) {
  const count = (status: string) => homework.filter((h) => h.status === status).length;
  return (
    <Section id="parent-homework" title={m.homework.title}>
      {homework.length === 0 ? (
        <Empty text={m.homework.empty} icon={ClipboardCheck} />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted">
            {m.homework.summary(count('ASSIGNED'), count('LATE'), count('DONE'))}
          </p>
          <ul className="divide-y divide-line">
            {homework.slice(0, 8).map((h) => (
              <li key={h.homeworkId} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{h.title}</p>
                  <p className="text-sm text-ink-muted">
                    {h.courseName} · {m.homework.due}: {formatDateTime(h.dueAt)}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <Badge tone={HOMEWORK_TONE[h.status]}>{m.homework.status[h.status] ?? h.status}</Badge>
                  {h.completedLate ? <Badge tone="accent">{m.homework.doneLate}</Badge> : null}
                  {h.completedByStudent ? <EnteredByStudentBadge /> : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function SessionReportsSection({ sessions }: { sessions: Session[] }) {
  const reports = sessions.filter((s) => s.report);
  return (
    <Section id="parent-reports" title={m.sessions.reportsTitle}>
      {reports.length === 0 ? (
        <Empty text={m.sessions.reportsEmpty} icon={FileText} />
      ) : (
        <ul className="space-y-3">
          {reports.map((s) => (
            <li key={s.sessionId} className="rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-ink">{s.title}</span>
                <span className="text-sm text-ink-muted">
                  {formatDateTime(s.startAt)} · {m.sessions.status[s.status] ?? s.status}
                </span>
              </div>
              <p className="mt-1.5 whitespace-pre-line text-sm text-ink">{s.report}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
