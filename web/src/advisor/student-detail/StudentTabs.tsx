import { STUDY_ACTIVITY_LABELS } from '@pusula/contracts/student-record/common';
import type {
  CoachingSessionDto,
  CoachNoteDto,
  GoalProgramDto,
  HomeworkDto,
  MockExamDto,
  MockExamTrendDto,
  SchoolGradesDto,
  StudentOverviewDto,
  StudyResourceDto,
  WeeklyProgramDto,
} from '@pusula/contracts/student-record/record-dtos';
import { CalendarClock, Circle, CircleCheck, ClipboardList, History, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { trpc } from '../../portal/trpc';
import { useAdvisorSession } from '../AdvisorPortal';
import type { StudentDetail } from '../api';
import { BarChart } from '../components/BarChart';
import { NoteCard } from '../components/NoteCard';
import { collator, formatDate, formatDateTime, formatNumber, formatPercent, formatTime } from '../format';
import { common, studentDetail as m, recordLabels as r, type StudentTab, students as sm } from '../messages';
import { Badge, EmptyState, ErrorState, Field, Loading, Panel, QueryView, StatCard } from '../ui';
import { type RecordState, useRecord } from './use-record';

type Props = { student: StudentDetail; onAssign: () => void };

/** One tab's content; only the active tab is mounted, so only its data is loaded. */
export function StudentTabContent({ tab, student, onAssign }: Props & { tab: StudentTab }) {
  switch (tab) {
    case 'genel-bakis':
      return <OverviewTab student={student} onAssign={onAssign} />;
    case 'kisisel-bilgiler':
      return <PersonalTab student={student} />;
    case 'haftalik-program':
      return <WeeklyTab studentId={student.id} />;
    case 'hedef-programi':
      return <GoalTab studentId={student.id} />;
    case 'seanslar':
      return <SessionsTab studentId={student.id} />;
    case 'sinavlar':
      return <ExamsTab studentId={student.id} />;
    case 'odevler':
      return <HomeworkTab studentId={student.id} />;
    case 'yazililar':
      return <GradesTab studentId={student.id} />;
    case 'kaynaklar':
      return <ResourcesTab studentId={student.id} />;
    case 'notlar':
      return <NotesTab student={student} />;
  }
}

/** Loading, error, "not available yet" and empty states of a student record section. */
function RecordView<T>({
  state,
  tab,
  isEmpty,
  children,
}: {
  state: RecordState<T>;
  tab: StudentTab;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const name = m.tabs[tab];
  switch (state.status) {
    case 'missing':
      return <EmptyState icon={ClipboardList} title={m.notYet(name)} text={m.notYetText} />;
    case 'pending':
      return <Loading />;
    case 'error':
      return <ErrorState message={m.recordFailed} onRetry={() => void state.refetch()} />;
    case 'ready':
      if (state.data === null || (isEmpty?.(state.data) ?? false))
        return <EmptyState icon={ClipboardList} title={m.empty(name)} text={m.notYetText} />;
      return <>{children(state.data)}</>;
  }
}

function OverviewTab({ student, onAssign }: Props) {
  const notes = trpc.notes.forAdvisor.useQuery({
    advisorId: useAdvisorSession().user.id,
    studentId: student.id,
    limit: 100,
  });
  const history = trpc.audit.assignmentHistory.useQuery({ studentId: student.id });
  const overview = useRecord<StudentOverviewDto>('overview', { studentId: student.id });
  const unanswered = notes.data?.notes.filter((n) => !n.coachReply).length ?? 0;
  const o = overview.status === 'ready' ? overview.data : null;
  const lastExam = o?.exams[0];
  const openHomework = o?.homework.filter((h) => h.status !== 'DONE').length;
  const nextSession = o?.sessions
    .filter((s) => s.status === 'SCHEDULED' && Date.parse(s.startAt) >= Date.now())
    .sort((a, b) => a.startAt.localeCompare(b.startAt))[0];

  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={m.coach}
          value={
            student.coachName ?? (
              <Button size="sm" onClick={onAssign}>
                {sm.assign}
              </Button>
            )
          }
          hint={student.assignedAt ? `${m.assignedAt}: ${formatDate(student.assignedAt)}` : undefined}
        />
        <StatCard label={m.notesSent} value={notes.data?.total ?? common.none} />
        <StatCard
          label={m.notesUnanswered}
          value={notes.data ? unanswered : common.none}
          tone={unanswered > 0 ? 'accent' : 'brand'}
        />
        <StatCard
          label={m.createdAt}
          value={<span className="text-lg">{formatDate(student.createdAt)}</span>}
        />
      </div>
      {o ? (
        <Panel title={r.thisWeek} id="overview-week">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label={r.weekCompletion}
              value={o.week.totals.completion === null ? r.noneYet : formatPercent(o.week.totals.completion)}
            />
            <StatCard
              label={r.lastExam}
              value={lastExam ? r.net(lastExam.totalNet) : r.noneYet}
              hint={lastExam?.name}
            />
            <StatCard label={r.openHomework} value={openHomework ?? 0} />
            <StatCard
              label={r.nextSession}
              value={
                <span className="text-lg">
                  {nextSession ? formatDateTime(nextSession.startAt) : r.noneYet}
                </span>
              }
            />
          </div>
        </Panel>
      ) : null}
      <Panel title={m.history} id="assignment-history">
        <QueryView query={history}>
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState icon={History} title={m.historyEmpty} />
            ) : (
              <ol className="space-y-3 border-l-2 border-line pl-4">
                {[...entries].reverse().map((e) => (
                  <li key={`${e.at}-${e.what}`} className="relative">
                    <span
                      aria-hidden="true"
                      className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand"
                    />
                    <p className="font-medium text-ink">{e.description}</p>
                    <p className="text-sm text-ink-muted">
                      <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                      {e.by ? ` · ${e.by}` : ''}
                    </p>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Panel>
    </div>
  );
}

function PersonalTab({ student }: { student: StudentDetail }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={m.tabs['kisisel-bilgiler']} id="personal">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={m.firstName}>{student.firstName}</Field>
          <Field label={m.lastName}>{student.lastName}</Field>
          <Field label={m.classLevel}>{sm.classLabel(student.classLevel)}</Field>
          <Field label={m.examTarget}>{student.examTarget}</Field>
          <Field label={m.school}>{student.school ?? common.none}</Field>
          <Field label={m.phone}>
            {student.phone ? (
              <a href={`tel:${student.phone.replace(/[^+\d]/g, '')}`}>{student.phone}</a>
            ) : (
              common.none
            )}
          </Field>
          <Field label={m.coach}>{student.coachName ?? common.notAssigned}</Field>
          <Field label={m.createdAt}>{formatDate(student.createdAt)}</Field>
        </dl>
      </Panel>
      <Panel title={m.parents} id="parents">
        {student.parents.length === 0 ? (
          <p className="text-ink-muted">{m.noParents}</p>
        ) : (
          <ul className="divide-y divide-line">
            {student.parents.map((p) => (
              <li key={p.id} className="py-3">
                <p className="font-semibold text-ink">
                  {p.firstName} {p.lastName}
                </p>
                <p className="text-sm text-ink-muted">
                  <a className="text-brand hover:underline" href={`mailto:${p.email}`}>
                    {p.email}
                  </a>
                  {p.phone ? (
                    <>
                      {' · '}
                      <a
                        className="text-brand hover:underline"
                        href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}
                      >
                        {p.phone}
                      </a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function WeeklyTab({ studentId }: { studentId: string }) {
  const state = useRecord<WeeklyProgramDto>('weeklyProgram', { studentId });
  return (
    <RecordView state={state} tab="haftalik-program" isEmpty={(w) => w.blocks.length === 0}>
      {(w) => (
        <div className="space-y-5">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label={m.week}
              value={
                <span className="text-lg">{`${formatDate(w.startDate)} – ${formatDate(w.endDate)}`}</span>
              }
            />
            <StatCard label={m.blocks} value={w.totals.blocks} />
            <StatCard
              label={m.questions}
              value={`${formatNumber(w.totals.doneQuestions)} / ${formatNumber(w.totals.targetQuestions)}`}
            />
            <StatCard
              label={m.completion}
              value={w.totals.completion === null ? common.none : formatPercent(w.totals.completion)}
            />
          </div>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
            {m.days.map((day, index) => {
              const blocks = w.blocks
                .filter((b) => b.day === index + 1)
                .sort((a, b) => a.startTime.localeCompare(b.startTime));
              return (
                <Panel key={day} title={day} headingLevel={3} className="p-3 sm:p-4">
                  {blocks.length === 0 ? (
                    <p className="text-sm text-ink-muted">{common.none}</p>
                  ) : (
                    <ul className="space-y-2">
                      {blocks.map((b) => (
                        <li key={b.blockId} className="rounded-md bg-surface-muted p-2 text-sm">
                          <p className="font-semibold text-ink">
                            {b.startTime} · {b.courseName}
                          </p>
                          <p className="text-ink-muted">
                            {STUDY_ACTIVITY_LABELS[b.activity]}
                            {b.topicName ? ` · ${b.topicName}` : ''}
                          </p>
                          <p className="text-ink-muted">
                            {b.targetQuestions
                              ? r.questions(b.targetQuestions)
                              : r.minutes(b.durationMinutes)}{' '}
                            · {formatPercent(b.completion)}
                          </p>
                        </li>
                      ))}
                    </ul>
                  )}
                </Panel>
              );
            })}
          </div>
        </div>
      )}
    </RecordView>
  );
}

function GoalTab({ studentId }: { studentId: string }) {
  const state = useRecord<GoalProgramDto | null>('goalProgram', { studentId });
  return (
    <RecordView state={state} tab="hedef-programi">
      {(g) =>
        g ? (
          <div className="grid gap-5 lg:grid-cols-2">
            <Panel title={m.target} id="goal-target">
              <p className="text-xl font-bold text-ink">{g.target.label}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {g.examFamily}
                {g.scoreType ? ` · ${g.scoreType}` : ''}
              </p>
              {g.targetNets.length > 0 ? (
                <>
                  <h3 className="mt-4 mb-2 font-semibold text-ink">{m.targetNets}</h3>
                  <ul className="divide-y divide-line text-sm">
                    {g.targetNets.map((t) => (
                      <li key={`${t.examType}-${t.testCode}`} className="flex justify-between py-2">
                        <span>
                          {t.examType} · {t.testName}
                        </span>
                        <span className="font-semibold tabular-nums">{r.net(t.net)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Panel>
            <Panel title={m.milestones} id="goal-milestones">
              {g.milestones.length === 0 ? (
                <p className="text-ink-muted">{r.noneYet}</p>
              ) : (
                <ul className="space-y-2">
                  {g.milestones.map((ms) => (
                    <li key={ms.milestoneId} className="flex items-start gap-2">
                      {ms.done ? (
                        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 text-success" />
                      ) : (
                        <Circle aria-hidden="true" className="mt-0.5 size-5 text-ink-muted" />
                      )}
                      <div>
                        <p
                          className={cx('font-medium', ms.done ? 'text-ink-muted line-through' : 'text-ink')}
                        >
                          {ms.title}
                          <span className="sr-only"> ({ms.done ? m.done : m.open})</span>
                        </p>
                        <p className="text-sm text-ink-muted">
                          {m.due}: {formatDate(ms.dueDate)}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        ) : null
      }
    </RecordView>
  );
}

const SESSION_TONE = { SCHEDULED: 'brand', HELD: 'success', MISSED: 'danger', CANCELLED: 'neutral' } as const;

function SessionsTab({ studentId }: { studentId: string }) {
  const state = useRecord<CoachingSessionDto[]>('sessions', { studentId });
  return (
    <RecordView state={state} tab="seanslar" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <Panel>
          <ul className="divide-y divide-line">
            {[...list]
              .sort((a, b) => b.startAt.localeCompare(a.startAt))
              .map((s) => (
                <li key={s.sessionId} className="flex flex-wrap items-start gap-3 py-3">
                  <CalendarClock aria-hidden="true" className="mt-0.5 size-5 text-brand" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{s.title}</p>
                    <p className="text-sm text-ink-muted">
                      {formatDateTime(s.startAt)} – {formatTime(s.endAt)}
                    </p>
                    {s.agenda ? <p className="mt-1 text-sm text-ink">{s.agenda}</p> : null}
                    {s.report ? (
                      <p className="mt-1 text-sm text-ink">
                        <span className="font-semibold">{r.report}: </span>
                        {s.report}
                      </p>
                    ) : null}
                    {s.cancelReason ? (
                      <p className="mt-1 text-sm text-ink-muted">
                        {r.cancelReason}: {s.cancelReason}
                      </p>
                    ) : null}
                  </div>
                  <Badge tone={SESSION_TONE[s.status] ?? 'neutral'}>
                    {r.sessionStatus[s.status] ?? s.status}
                  </Badge>
                </li>
              ))}
          </ul>
        </Panel>
      )}
    </RecordView>
  );
}

function ExamsTab({ studentId }: { studentId: string }) {
  const state = useRecord<MockExamDto[]>('mockExams', { studentId });
  const trend = useRecord<MockExamTrendDto | null>('mockExamTrend', { studentId }, state.status === 'ready');
  return (
    <RecordView state={state} tab="sinavlar" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <div className="space-y-5">
          {trend.status === 'ready' && trend.data && trend.data.points.length > 1 ? (
            <Panel title={r.trend} id="exam-trend">
              <BarChart
                label={r.trend}
                series={[{ name: m.totalNet, tone: 'brand' }]}
                data={trend.data.points.map((p) => ({ label: formatDate(p.takenOn), values: [p.totalNet] }))}
                format={(n) => r.net(n)}
              />
            </Panel>
          ) : null}
          {[...list]
            .sort((a, b) => b.takenOn.localeCompare(a.takenOn))
            .map((exam) => (
              <Panel
                key={exam.examId}
                headingLevel={3}
                title={`${exam.name} · ${exam.examType}`}
                actions={<Badge tone="brand">{r.net(exam.totalNet)}</Badge>}
              >
                <p className="mb-3 text-sm text-ink-muted">
                  {formatDate(exam.takenOn)} ·{' '}
                  {r.correctWrongBlank(exam.totals.correct, exam.totals.wrong, exam.totals.blank)}
                  {exam.estimatedScore !== null
                    ? ` · ${r.estimatedScore}: ${formatNumber(exam.estimatedScore)}`
                    : ''}
                </p>
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[28rem] text-sm">
                    <caption className="sr-only">{r.tests}</caption>
                    <thead>
                      <tr className="border-b border-line text-left text-ink-muted">
                        <th scope="col" className="py-2 font-medium">
                          {m.course}
                        </th>
                        <th scope="col" className="py-2 text-right font-medium">
                          D
                        </th>
                        <th scope="col" className="py-2 text-right font-medium">
                          Y
                        </th>
                        <th scope="col" className="py-2 text-right font-medium">
                          B
                        </th>
                        <th scope="col" className="py-2 text-right font-medium">
                          {m.totalNet}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {exam.tests.map((t) => (
                        <tr key={t.testCode} className="border-b border-line/60">
                          <th scope="row" className="py-2 text-left font-medium text-ink">
                            {t.testName}
                          </th>
                          <td className="py-2 text-right tabular-nums">{formatNumber(t.correct)}</td>
                          <td className="py-2 text-right tabular-nums">{formatNumber(t.wrong)}</td>
                          <td className="py-2 text-right tabular-nums">{formatNumber(t.blank)}</td>
                          <td className="py-2 text-right font-semibold tabular-nums">{r.net(t.net)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Panel>
            ))}
        </div>
      )}
    </RecordView>
  );
}

const HOMEWORK_TONE = { ASSIGNED: 'brand', DONE: 'success', LATE: 'danger' } as const;

function HomeworkTab({ studentId }: { studentId: string }) {
  const state = useRecord<HomeworkDto[]>('homework', { studentId });
  return (
    <RecordView state={state} tab="odevler" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <Panel>
          <ul className="divide-y divide-line">
            {[...list]
              .sort((a, b) => b.dueAt.localeCompare(a.dueAt))
              .map((h) => (
                <li key={h.homeworkId} className="flex flex-wrap items-start gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{h.title}</p>
                    <p className="text-sm text-ink-muted">
                      {h.courseName} · {m.due}: {formatDateTime(h.dueAt)}
                      {h.targetQuestions ? ` · ${r.questions(h.targetQuestions)}` : ''}
                      {h.targetMinutes ? ` · ${r.minutes(h.targetMinutes)}` : ''}
                    </p>
                    {h.description ? <p className="mt-1 text-sm text-ink">{h.description}</p> : null}
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <Badge tone={HOMEWORK_TONE[h.status] ?? 'neutral'}>
                      {r.homeworkStatus[h.status] ?? h.status}
                    </Badge>
                    {h.completedLate ? <Badge tone="accent">{r.late}</Badge> : null}
                  </div>
                </li>
              ))}
          </ul>
        </Panel>
      )}
    </RecordView>
  );
}

function GradesTab({ studentId }: { studentId: string }) {
  const state = useRecord<SchoolGradesDto>('schoolGrades', { studentId });
  return (
    <RecordView state={state} tab="yazililar" isEmpty={(g) => g.grades.length === 0}>
      {(g) => (
        <div className="grid gap-5 lg:grid-cols-2">
          <Panel title={r.averages} id="grade-averages">
            <ul className="divide-y divide-line text-sm">
              {[...g.averages]
                .sort((a, b) => collator.compare(a.courseName, b.courseName) || a.term.localeCompare(b.term))
                .map((a) => (
                  <li key={`${a.courseId}-${a.term}`} className="flex justify-between gap-3 py-2">
                    <span>
                      {a.courseName} <span className="text-ink-muted">· {a.term}</span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatNumber(a.average)}</span>
                  </li>
                ))}
            </ul>
          </Panel>
          <Panel title={r.grades} id="grades">
            <ul className="divide-y divide-line text-sm">
              {g.grades.map((grade) => (
                <li key={grade.gradeId} className="flex justify-between gap-3 py-2">
                  <span>
                    {grade.courseName} · {r.examNo(grade.examNo)}{' '}
                    <span className="text-ink-muted">
                      · {grade.term}
                      {grade.takenOn ? ` · ${formatDate(grade.takenOn)}` : ''}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatNumber(grade.score)}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      )}
    </RecordView>
  );
}

function ResourcesTab({ studentId }: { studentId: string }) {
  const state = useRecord<StudyResourceDto[]>('resources', { studentId });
  return (
    <RecordView state={state} tab="kaynaklar" isEmpty={(list) => list.length === 0}>
      {(list) => (
        <div className="grid gap-3 md:grid-cols-2">
          {[...list]
            .sort((a, b) => collator.compare(a.title, b.title))
            .map((res) => (
              <Panel key={res.resourceId} headingLevel={3} title={res.title}>
                <p className="text-sm text-ink-muted">
                  {res.courseName} · {r.resourceKind[res.kind] ?? res.kind}
                </p>
                <p className="mt-2 text-sm text-ink">
                  {m.progress}: {r.progressOf(res.done, res.total, r.resourceUnit[res.unit] ?? '')} (
                  {formatPercent(res.progress)})
                </p>
                <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted">
                  <div
                    className="h-full rounded-full bg-brand"
                    style={{ width: `${Math.min(1, res.progress) * 100}%` }}
                  />
                </div>
              </Panel>
            ))}
        </div>
      )}
    </RecordView>
  );
}

function NotesTab({ student }: { student: StudentDetail }) {
  const notes = trpc.notes.forAdvisor.useQuery({
    advisorId: useAdvisorSession().user.id,
    studentId: student.id,
    limit: 100,
  });
  const coachNotes = useRecord<CoachNoteDto[]>('coachNotes', { studentId: student.id });
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={m.advisorNotes} id="advisor-notes">
        <QueryView query={notes}>
          {(page) =>
            page.notes.length === 0 ? (
              <EmptyState
                icon={NotebookPen}
                title={m.empty(m.advisorNotes)}
                text={student.coachId ? m.noteHint : m.noCoachHint}
              />
            ) : (
              <ul className="space-y-3">
                {page.notes.map((n) => (
                  <li key={n.id}>
                    <NoteCard note={n} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Panel>
      <Panel title={m.coachNotes} id="coach-notes">
        <RecordView state={coachNotes} tab="notlar" isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul className="space-y-3">
              {list.map((n) => (
                <li key={n.noteId} className="rounded-[var(--radius-control)] border border-line p-3">
                  <p className="whitespace-pre-wrap text-ink">{n.content}</p>
                  <p className="mt-1 text-xs text-ink-muted">{formatDateTime(n.updatedAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </RecordView>
      </Panel>
    </div>
  );
}
