import {
  RESOURCE_KINDS,
  RESOURCE_UNITS,
  type ResourceKind,
  type ResourceUnit,
} from '@pusula/contracts/student-record/common';
import type {
  CoachingSessionDto,
  GoalProgramDto,
  StudyResourceDto,
} from '@pusula/contracts/student-record/record-dtos';
import {
  BookOpen,
  CalendarClock,
  Circle,
  CircleCheck,
  ClipboardCheck,
  GraduationCap,
  Plus,
  Target,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, ErrorState, Loading } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { SelectField, TextArea, TextField } from '../../design/ui/fields';
import {
  compareText,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatTime,
} from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { studentDetail as m, recordLabels as r } from '../texts';
import {
  CourseTopicFields,
  numberOrNull,
  permissionsOf,
  type RecordQuery,
  type RecordViewer,
  useWriteCallbacks,
} from './record-kit';
import { recordEditors as e } from './texts';

type TabProps = { studentId: string; viewer: RecordViewer };

/** Loading and error states of one section; `children` gets the data. */
function Section<T>({ query, children }: { query: RecordQuery<T>; children: (data: T) => ReactNode }) {
  if (query.isError) return <ErrorState message={m.recordFailed} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}

function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap justify-end gap-2">{children}</div>;
}

const istanbulToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
/** Istanbul wall-clock date and time as an instant with its offset (Türkiye has no DST: +03:00). */
const istanbulInstant = (date: string, time: string) => `${date}T${time}:00+03:00`;

// ---- Hedef Programı ----

export function GoalTab({ studentId, viewer }: TabProps) {
  const query = trpc.studentRecord.goalProgram.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [editing, setEditing] = useState(false);
  const [milestone, setMilestone] = useState(false);
  const done = useWriteCallbacks();
  const complete = trpc.studentRecord.completeGoalMilestone.useMutation(done.callbacks);
  return (
    <Section query={query}>
      {(g) => (
        <>
          {can.plan ? (
            <Toolbar>
              <Button size="sm" onClick={() => setEditing(true)}>
                <Target aria-hidden="true" className="size-4" />
                {g ? e.setGoal : e.createGoal}
              </Button>
              {g ? (
                <Button size="sm" variant="secondary" onClick={() => setMilestone(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {e.addMilestone}
                </Button>
              ) : null}
            </Toolbar>
          ) : null}
          {!g ? (
            <EmptyState icon={Target} title={e.noGoal} text={e.noGoalText} />
          ) : (
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
                        <div className="flex-1">
                          <p
                            className={
                              ms.done ? 'font-medium text-ink-muted line-through' : 'font-medium text-ink'
                            }
                          >
                            {ms.title}
                            <span className="sr-only"> ({ms.done ? m.done : m.open})</span>
                          </p>
                          <p className="text-sm text-ink-muted">
                            {m.due}: {formatDate(ms.dueDate)}
                          </p>
                        </div>
                        {can.plan && !ms.done ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={complete.isPending}
                            onClick={() => complete.mutate({ studentId, milestoneId: ms.milestoneId })}
                            aria-label={`${e.completeMilestone}: ${ms.title}`}
                          >
                            <CircleCheck aria-hidden="true" className="size-4" />
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
          )}
          {editing ? <GoalDialog studentId={studentId} goal={g} onClose={() => setEditing(false)} /> : null}
          {milestone ? <MilestoneDialog studentId={studentId} onClose={() => setMilestone(false)} /> : null}
        </>
      )}
    </Section>
  );
}

function GoalDialog({
  studentId,
  goal,
  onClose,
}: {
  studentId: string;
  goal: GoalProgramDto | null;
  onClose: () => void;
}) {
  const [examFamily, setExamFamily] = useState<'YKS' | 'LGS'>(goal?.examFamily ?? 'YKS');
  const [scoreType, setScoreType] = useState(goal?.scoreType ?? 'SAY');
  const [kind, setKind] = useState<'RANK' | 'PERCENTILE' | 'UNIVERSITY'>(goal?.target.kind ?? 'RANK');
  const [rank, setRank] = useState(goal?.target.rank?.toString() ?? '');
  const [percentile, setPercentile] = useState(goal?.target.percentile?.toString() ?? '');
  const [university, setUniversity] = useState(goal?.target.university ?? '');
  const [department, setDepartment] = useState(goal?.target.department ?? '');
  const write = useWriteCallbacks(onClose);
  const save = trpc.studentRecord.setGoalProgram.useMutation(write.callbacks);
  return (
    <FormDialog
      title={goal ? e.setGoal : e.createGoal}
      onClose={onClose}
      pending={save.isPending}
      failure={write.failure}
      onSubmit={() =>
        save.mutate({
          studentId,
          examFamily,
          scoreType: examFamily === 'LGS' ? null : scoreType,
          target: {
            kind,
            rank: kind !== 'PERCENTILE' ? numberOrNull(rank) : null,
            percentile: kind === 'PERCENTILE' ? numberOrNull(percentile?.replace(',', '.')) : null,
            university: kind === 'UNIVERSITY' ? university : null,
            department: kind === 'UNIVERSITY' ? department : null,
          },
          targetNets:
            goal?.targetNets.map(({ examType, testCode, net }) => ({ examType, testCode, net })) ?? [],
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={e.examFamily}
          value={examFamily}
          onChange={(ev) => {
            const family = ev.target.value as 'YKS' | 'LGS';
            setExamFamily(family);
            setKind(family === 'LGS' ? 'PERCENTILE' : 'RANK');
          }}
        >
          <option value="YKS">YKS</option>
          <option value="LGS">LGS</option>
        </SelectField>
        {examFamily === 'YKS' ? (
          <SelectField label={e.scoreType} value={scoreType} onChange={(ev) => setScoreType(ev.target.value)}>
            {['TYT', 'SAY', 'EA', 'SÖZ', 'DİL'].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={e.targetKind}
          value={kind}
          onChange={(ev) => setKind(ev.target.value as 'RANK' | 'PERCENTILE' | 'UNIVERSITY')}
        >
          {(examFamily === 'LGS' ? (['PERCENTILE'] as const) : (['RANK', 'UNIVERSITY'] as const)).map((k) => (
            <option key={k} value={k}>
              {e.targetKinds[k]}
            </option>
          ))}
        </SelectField>
      </div>
      {kind === 'PERCENTILE' ? (
        <TextField
          label={e.percentile}
          inputMode="decimal"
          value={percentile}
          onChange={(ev) => setPercentile(ev.target.value)}
        />
      ) : (
        <TextField
          label={e.rank}
          type="number"
          min={1}
          value={rank}
          onChange={(ev) => setRank(ev.target.value)}
        />
      )}
      {kind === 'UNIVERSITY' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={e.university}
            value={university}
            onChange={(ev) => setUniversity(ev.target.value)}
          />
          <TextField
            label={e.department}
            value={department}
            onChange={(ev) => setDepartment(ev.target.value)}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}

function MilestoneDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const write = useWriteCallbacks(onClose);
  const add = trpc.studentRecord.addGoalMilestone.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.addMilestone}
      onClose={onClose}
      pending={add.isPending}
      failure={write.failure}
      onSubmit={() => add.mutate({ studentId, title, dueDate })}
    >
      <TextField label={e.milestoneTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <TextField
        label={e.milestoneDate}
        type="date"
        value={dueDate}
        onChange={(ev) => setDueDate(ev.target.value)}
      />
    </FormDialog>
  );
}

// ---- Seanslar ----

const SESSION_TONE = { SCHEDULED: 'brand', HELD: 'success', MISSED: 'danger', CANCELLED: 'neutral' } as const;

export function SessionsTab({ studentId, viewer }: TabProps) {
  const query = trpc.studentRecord.sessions.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [scheduling, setScheduling] = useState(false);
  const [closing, setClosing] = useState<CoachingSessionDto | null>(null);
  return (
    <Section query={query}>
      {(list) => (
        <>
          {can.coach ? (
            <Toolbar>
              <Button size="sm" onClick={() => setScheduling(true)}>
                <CalendarClock aria-hidden="true" className="size-4" />
                {e.scheduleSession}
              </Button>
            </Toolbar>
          ) : null}
          {list.length === 0 ? (
            <EmptyState icon={CalendarClock} title={e.noSessions} text={e.noSessionsText} />
          ) : (
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
                      <div className="flex flex-col items-end gap-2">
                        <Badge tone={SESSION_TONE[s.status]}>{r.sessionStatus[s.status] ?? s.status}</Badge>
                        {can.coach && s.status === 'SCHEDULED' ? (
                          <Button size="sm" variant="secondary" onClick={() => setClosing(s)}>
                            {e.closeSession}
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  ))}
              </ul>
            </Panel>
          )}
          {scheduling ? <ScheduleDialog studentId={studentId} onClose={() => setScheduling(false)} /> : null}
          {closing ? (
            <CloseSessionDialog studentId={studentId} session={closing} onClose={() => setClosing(null)} />
          ) : null}
        </>
      )}
    </Section>
  );
}

function ScheduleDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [title, setTitle] = useState('Haftalık koçluk seansı');
  const [agenda, setAgenda] = useState('');
  const [date, setDate] = useState(istanbulToday());
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('18:45');
  const write = useWriteCallbacks(onClose);
  const schedule = trpc.studentRecord.scheduleSession.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.scheduleSession}
      onClose={onClose}
      pending={schedule.isPending}
      failure={write.failure}
      onSubmit={() =>
        schedule.mutate({
          studentId,
          title,
          agenda: agenda || null,
          startAt: istanbulInstant(date, start),
          endAt: istanbulInstant(date, end),
        })
      }
    >
      <TextField label={e.sessionTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={e.date} type="date" value={date} onChange={(ev) => setDate(ev.target.value)} />
        <TextField
          label={e.startTime}
          type="time"
          value={start}
          onChange={(ev) => setStart(ev.target.value)}
        />
        <TextField label={e.endTime} type="time" value={end} onChange={(ev) => setEnd(ev.target.value)} />
      </div>
      <TextArea
        label={e.agenda}
        optional={e.optional}
        value={agenda}
        onChange={(ev) => setAgenda(ev.target.value)}
      />
    </FormDialog>
  );
}

function CloseSessionDialog({
  studentId,
  session,
  onClose,
}: {
  studentId: string;
  session: CoachingSessionDto;
  onClose: () => void;
}) {
  const [report, setReport] = useState('');
  const write = useWriteCallbacks(onClose);
  const close = trpc.studentRecord.closeSession.useMutation(write.callbacks);
  const cancel = trpc.studentRecord.cancelSession.useMutation(write.callbacks);
  return (
    <FormDialog
      title={`${e.closeSession}: ${session.title}`}
      description={`${formatDateTime(session.startAt)} – ${formatTime(session.endAt)}`}
      onClose={onClose}
      pending={close.isPending}
      failure={write.failure}
      submitLabel={e.closeHeld}
      onSubmit={() => close.mutate({ studentId, sessionId: session.sessionId, outcome: 'HELD', report })}
    >
      <TextArea
        label={e.report}
        hint={e.reportHint}
        value={report}
        onChange={(ev) => setReport(ev.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={close.isPending}
          onClick={() =>
            close.mutate({
              studentId,
              sessionId: session.sessionId,
              outcome: 'MISSED',
              report: report || null,
            })
          }
        >
          {e.markMissed}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ studentId, sessionId: session.sessionId, reason: report || null })}
        >
          {e.cancelSession}
        </Button>
      </div>
    </FormDialog>
  );
}

// ---- Ödevler ve Görevler ----

const HOMEWORK_TONE = { ASSIGNED: 'brand', DONE: 'success', LATE: 'danger' } as const;

export function HomeworkTab({ studentId, viewer }: TabProps) {
  const query = trpc.studentRecord.homework.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [assigning, setAssigning] = useState(false);
  const done = useWriteCallbacks(undefined, e.homeworkDone);
  const complete = trpc.studentRecord.completeHomework.useMutation(done.callbacks);
  return (
    <Section query={query}>
      {(list) => (
        <>
          {can.coach ? (
            <Toolbar>
              <Button size="sm" onClick={() => setAssigning(true)}>
                <ClipboardCheck aria-hidden="true" className="size-4" />
                {e.assignHomework}
              </Button>
            </Toolbar>
          ) : null}
          {done.failure ? (
            <p role="alert" className="mb-3 text-sm font-medium text-danger">
              {done.failure}
            </p>
          ) : null}
          {list.length === 0 ? (
            <EmptyState icon={ClipboardCheck} title={e.noHomework} text={e.noHomeworkText} />
          ) : (
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
                        {h.remindersSent.length > 0 ? (
                          <p className="mt-1 text-xs text-ink-muted">
                            {e.reminders}: {h.remindersSent.map((k) => e.reminderKinds[k]).join(', ')}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex flex-col items-end gap-1">
                        <Badge tone={HOMEWORK_TONE[h.status]}>{r.homeworkStatus[h.status] ?? h.status}</Badge>
                        {h.completedLate ? <Badge tone="accent">{r.late}</Badge> : null}
                        {can.coach && h.status !== 'DONE' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={complete.isPending}
                            onClick={() =>
                              complete.mutate({
                                studentId,
                                homeworkId: h.homeworkId,
                                doneQuestions: h.targetQuestions,
                                doneMinutes: h.targetMinutes,
                              })
                            }
                            aria-label={`${e.markDone}: ${h.title}`}
                          >
                            {e.markDone}
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  ))}
              </ul>
            </Panel>
          )}
          {assigning ? <HomeworkDialog studentId={studentId} onClose={() => setAssigning(false)} /> : null}
        </>
      )}
    </Section>
  );
}

function HomeworkDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [courseId, setCourseId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [targetQuestions, setTargetQuestions] = useState('');
  const [targetMinutes, setTargetMinutes] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [description, setDescription] = useState('');
  const write = useWriteCallbacks(onClose);
  const assign = trpc.studentRecord.assignHomework.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.assignHomework}
      onClose={onClose}
      pending={assign.isPending}
      failure={write.failure}
      onSubmit={() => {
        if (!courseId) return write.setFailure(e.courseRequired);
        assign.mutate({
          studentId,
          title,
          courseId,
          topicIds: topicId ? [topicId] : [],
          targetQuestions: numberOrNull(targetQuestions),
          targetMinutes: numberOrNull(targetMinutes),
          description: description || null,
          ...(dueDate ? { dueDate } : {}),
        });
      }}
    >
      <TextField label={e.homeworkTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId={topicId}
        onCourse={setCourseId}
        onTopic={setTopicId}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={e.targetQuestions}
          type="number"
          min={0}
          value={targetQuestions}
          onChange={(ev) => setTargetQuestions(ev.target.value)}
        />
        <TextField
          label={e.targetMinutes}
          type="number"
          min={0}
          value={targetMinutes}
          onChange={(ev) => setTargetMinutes(ev.target.value)}
        />
        <TextField
          label={e.dueDate}
          type="date"
          value={dueDate}
          onChange={(ev) => setDueDate(ev.target.value)}
        />
      </div>
      <TextArea
        label={e.description}
        optional={e.optional}
        value={description}
        onChange={(ev) => setDescription(ev.target.value)}
      />
    </FormDialog>
  );
}

// ---- Yazılılar ----

export function GradesTab({ studentId, viewer }: TabProps) {
  const query = trpc.studentRecord.schoolGrades.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [adding, setAdding] = useState(false);
  return (
    <Section query={query}>
      {(g) => (
        <>
          {can.plan ? (
            <Toolbar>
              <Button size="sm" onClick={() => setAdding(true)}>
                <GraduationCap aria-hidden="true" className="size-4" />
                {e.addGrade}
              </Button>
            </Toolbar>
          ) : null}
          {g.grades.length === 0 ? (
            <EmptyState icon={GraduationCap} title={e.noGrades} text={e.noGradesText} />
          ) : (
            <div className="grid gap-5 lg:grid-cols-2">
              <Panel title={r.averages} id="grade-averages">
                <ul className="divide-y divide-line text-sm">
                  {[...g.averages]
                    .sort((a, b) => compareText(a.courseName, b.courseName) || a.term.localeCompare(b.term))
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
          {adding ? <GradeDialog studentId={studentId} onClose={() => setAdding(false)} /> : null}
        </>
      )}
    </Section>
  );
}

function currentTerm() {
  const [y, mo] = istanbulToday().split('-').map(Number) as [number, number];
  const start = mo >= 9 ? y : y - 1;
  return `${start}-${start + 1}/${mo >= 9 || mo === 1 ? 1 : 2}`;
}

function GradeDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [courseId, setCourseId] = useState('');
  const [term, setTerm] = useState(currentTerm());
  const [examNo, setExamNo] = useState('1');
  const [score, setScore] = useState('');
  const write = useWriteCallbacks(onClose);
  const add = trpc.studentRecord.recordSchoolGrade.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.addGrade}
      onClose={onClose}
      pending={add.isPending}
      failure={write.failure}
      onSubmit={() => {
        if (!courseId) return write.setFailure(e.courseRequired);
        add.mutate({
          studentId,
          courseId,
          term,
          examNo: Number(examNo),
          score: Number(score.replace(',', '.')),
        });
      }}
    >
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId=""
        onCourse={setCourseId}
        withTopic={false}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={e.term}
          hint={e.termHint}
          value={term}
          onChange={(ev) => setTerm(ev.target.value)}
        />
        <SelectField label={e.examNo} value={examNo} onChange={(ev) => setExamNo(ev.target.value)}>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={n}>
              {r.examNo(n)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={e.score}
          inputMode="decimal"
          value={score}
          onChange={(ev) => setScore(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}

// ---- Kaynaklar ----

export function ResourcesTab({ studentId, viewer }: TabProps) {
  const query = trpc.studentRecord.resources.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [adding, setAdding] = useState(false);
  return (
    <Section query={query}>
      {(list) => (
        <>
          {can.plan ? (
            <Toolbar>
              <Button size="sm" onClick={() => setAdding(true)}>
                <BookOpen aria-hidden="true" className="size-4" />
                {e.addResource}
              </Button>
            </Toolbar>
          ) : null}
          {list.length === 0 ? (
            <EmptyState icon={BookOpen} title={e.noResources} text={e.noResourcesText} />
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {[...list]
                .sort((a, b) => compareText(a.title, b.title))
                .map((res) => (
                  <ResourceCard
                    key={res.resourceId}
                    studentId={studentId}
                    resource={res}
                    editable={can.plan}
                  />
                ))}
            </div>
          )}
          {adding ? <ResourceDialog studentId={studentId} onClose={() => setAdding(false)} /> : null}
        </>
      )}
    </Section>
  );
}

function ResourceCard({
  studentId,
  resource: res,
  editable,
}: {
  studentId: string;
  resource: StudyResourceDto;
  editable: boolean;
}) {
  const [done, setDone] = useState(String(res.done));
  const write = useWriteCallbacks();
  const update = trpc.studentRecord.recordResourceProgress.useMutation(write.callbacks);
  return (
    <Panel headingLevel={3} title={res.title} id={`resource-${res.resourceId}`}>
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
      {editable ? (
        <form
          noValidate
          className="mt-3 flex items-end gap-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            update.mutate({ studentId, resourceId: res.resourceId, done: Number(done) });
          }}
        >
          <label className="flex-1 text-xs font-semibold text-ink">
            {e.doneCount}
            <input
              type="number"
              min={0}
              max={res.total}
              value={done}
              onChange={(ev) => setDone(ev.target.value)}
              aria-label={`${e.doneCount}: ${res.title}`}
              className="mt-0.5 block w-full rounded border border-line bg-surface px-2 py-1 text-sm font-normal"
            />
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
            {e.updateProgress}
          </Button>
        </form>
      ) : null}
      {write.failure ? (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {write.failure}
        </p>
      ) : null}
    </Panel>
  );
}

function ResourceDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [courseId, setCourseId] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ResourceKind>('SORU_BANKASI');
  const [unit, setUnit] = useState<ResourceUnit>('TEST');
  const [total, setTotal] = useState('');
  const write = useWriteCallbacks(onClose);
  const add = trpc.studentRecord.addResource.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.addResource}
      onClose={onClose}
      pending={add.isPending}
      failure={write.failure}
      onSubmit={() => {
        if (!courseId) return write.setFailure(e.courseRequired);
        add.mutate({ studentId, courseId, title, kind, unit, total: Number(total) });
      }}
    >
      <TextField label={e.resourceTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId=""
        onCourse={setCourseId}
        withTopic={false}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={e.resourceKind}
          value={kind}
          onChange={(ev) => setKind(ev.target.value as ResourceKind)}
        >
          {RESOURCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {r.resourceKind[k] ?? k}
            </option>
          ))}
        </SelectField>
        <SelectField label={e.unit} value={unit} onChange={(ev) => setUnit(ev.target.value as ResourceUnit)}>
          {RESOURCE_UNITS.map((u) => (
            <option key={u} value={u}>
              {r.resourceUnit[u] ?? u}
            </option>
          ))}
        </SelectField>
        <TextField
          label={e.totalCount}
          type="number"
          min={1}
          value={total}
          onChange={(ev) => setTotal(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}
