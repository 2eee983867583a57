import { shiftWeek } from '@pusula/contracts/student-record/calendar';
import {
  STUDY_ACTIVITIES,
  STUDY_ACTIVITY_LABELS,
  type StudyActivity,
} from '@pusula/contracts/student-record/common';
import type { StudyBlockDto, WeeklyProgramDto } from '@pusula/contracts/student-record/record-dtos';
import {
  CalendarRange,
  ChevronLeft,
  ChevronRight,
  Copy,
  LayoutTemplate,
  Pencil,
  Plus,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState, ErrorState, Loading } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { CheckboxField, SelectField, TextField } from '../../design/ui/fields';
import { compareText, formatDate, formatNumber, formatPercent } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { studentDetail as m, recordLabels as r } from '../texts';
import {
  CourseTopicFields,
  numberOrNull,
  permissionsOf,
  type RecordViewer,
  useWriteCallbacks,
} from './record-kit';
import { recordEditors as e } from './texts';

/** Haftalık Program: a week of study blocks by day, done counts, copy last week, templates. */
export function WeeklyProgramTab({ studentId, viewer }: { studentId: string; viewer: RecordViewer }) {
  const [week, setWeek] = useState<string | undefined>(undefined);
  const program = trpc.studentRecord.weeklyProgram.useQuery(week ? { studentId, week } : { studentId });
  const can = permissionsOf(viewer);
  const [editing, setEditing] = useState<StudyBlockDto | 'new' | null>(null);
  const [templates, setTemplates] = useState(false);

  if (program.isError) return <ErrorState message={m.recordFailed} onRetry={() => void program.refetch()} />;
  if (program.data === undefined) return <Loading />;
  const w = program.data;
  const go = (weeks: number) => setWeek(shiftWeek(w.week, weeks));

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => go(-1)} aria-label={e.previousWeek}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <p className="font-semibold text-ink" data-testid="program-week">
            {e.weekOf(formatDate(w.startDate), formatDate(w.endDate))}
          </p>
          <Button variant="secondary" size="sm" onClick={() => go(1)} aria-label={e.nextWeek}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          {week ? (
            <Button variant="ghost" size="sm" onClick={() => setWeek(undefined)}>
              {e.thisWeek}
            </Button>
          ) : null}
        </div>
        {can.plan ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {e.addBlock}
            </Button>
            <CopyLastWeekButton studentId={studentId} week={w.week} disabled={w.blocks.length > 0} />
            {can.coach ? (
              <Button variant="secondary" size="sm" onClick={() => setTemplates(true)}>
                <LayoutTemplate aria-hidden="true" className="size-4" />
                {e.applyTemplate}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={m.blocks} value={w.totals.blocks} />
        <StatCard
          label={m.questions}
          value={`${formatNumber(w.totals.doneQuestions)} / ${formatNumber(w.totals.targetQuestions)}`}
        />
        <StatCard
          label={e.doneMinutes}
          value={`${formatNumber(w.totals.doneMinutes)} / ${formatNumber(w.totals.targetMinutes)}`}
        />
        <StatCard
          label={m.completion}
          value={w.totals.completion === null ? '—' : formatPercent(w.totals.completion)}
        />
      </div>

      {w.blocks.length === 0 ? (
        <EmptyState
          icon={CalendarRange}
          title={e.emptyWeek}
          text={can.plan ? e.emptyWeekText : e.emptyWeekReadOnly}
        />
      ) : (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {m.days.map((day, index) => {
            const blocks = w.blocks
              .filter((b) => b.day === index + 1)
              .sort((a, b) => a.startTime.localeCompare(b.startTime));
            return (
              <Panel key={day} title={day} headingLevel={3} className="p-3 sm:p-4">
                {blocks.length === 0 ? (
                  <p className="text-sm text-ink-muted">{e.noBlocksDay}</p>
                ) : (
                  <ul className="space-y-2">
                    {blocks.map((b) => (
                      <BlockCard
                        key={b.blockId}
                        block={b}
                        studentId={studentId}
                        week={w.week}
                        viewer={viewer}
                        onEdit={() => setEditing(b)}
                      />
                    ))}
                  </ul>
                )}
              </Panel>
            );
          })}
        </div>
      )}
      {editing ? (
        <BlockDialog
          studentId={studentId}
          week={w.week}
          block={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {templates ? (
        <TemplatesDialog studentId={studentId} program={w} onClose={() => setTemplates(false)} />
      ) : null}
    </div>
  );
}

function BlockCard({
  block: b,
  studentId,
  week,
  viewer,
  onEdit,
}: {
  block: StudyBlockDto;
  studentId: string;
  week: string;
  viewer: RecordViewer;
  onEdit: () => void;
}) {
  const can = permissionsOf(viewer);
  const [questions, setQuestions] = useState(b.doneQuestions?.toString() ?? '');
  const [minutes, setMinutes] = useState(b.doneMinutes?.toString() ?? '');
  const progress = useWriteCallbacks(undefined, e.doneSaved);
  const record = trpc.studentRecord.recordStudyProgress.useMutation(progress.callbacks);
  const removed = useWriteCallbacks(undefined, e.removed);
  const remove = trpc.studentRecord.removeStudyBlock.useMutation(removed.callbacks);
  const label = `${b.startTime} ${b.courseName}`;
  return (
    <li className="rounded-md bg-surface-muted p-2 text-sm" data-testid="study-block">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {b.startTime} · {b.courseName}
          </p>
          <p className="text-ink-muted">
            {STUDY_ACTIVITY_LABELS[b.activity]}
            {b.topicName ? ` · ${b.topicName}` : ''}
          </p>
        </div>
        {can.plan ? (
          <div className="flex shrink-0">
            <button
              type="button"
              onClick={onEdit}
              aria-label={`${e.editBlock}: ${label}`}
              className="rounded p-1 text-ink-muted hover:bg-surface hover:text-ink"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ studentId, week, blockId: b.blockId })}
              aria-label={`${e.removeBlock}: ${label}`}
              className="rounded p-1 text-ink-muted hover:bg-surface hover:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      <p className="mt-1 text-ink" data-testid="block-progress">
        {b.targetQuestions
          ? e.doneOf(formatNumber(b.doneQuestions ?? 0), r.questions(b.targetQuestions))
          : e.doneOf(formatNumber(b.doneMinutes ?? 0), r.minutes(b.targetMinutes ?? b.durationMinutes))}{' '}
        · {formatPercent(b.completion)}
      </p>
      <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface">
        <div className="h-full rounded-full bg-brand" style={{ width: `${b.completion * 100}%` }} />
      </div>
      {can.coach ? (
        <form
          noValidate
          className="mt-2 flex items-end gap-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            record.mutate({
              studentId,
              week,
              blockId: b.blockId,
              doneQuestions: b.targetQuestions ? numberOrNull(questions) : null,
              doneMinutes: b.targetQuestions ? null : numberOrNull(minutes),
            });
          }}
        >
          <label className="flex-1 text-xs font-semibold text-ink">
            {b.targetQuestions ? e.doneQuestions : e.doneMinutes}
            <input
              type="number"
              min={0}
              inputMode="numeric"
              value={b.targetQuestions ? questions : minutes}
              onChange={(ev) => (b.targetQuestions ? setQuestions : setMinutes)(ev.target.value)}
              aria-label={`${b.targetQuestions ? e.doneQuestions : e.doneMinutes}: ${label}`}
              className="mt-0.5 block w-full rounded border border-line bg-surface px-2 py-1 text-sm font-normal"
            />
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={record.isPending}>
            {e.save}
          </Button>
        </form>
      ) : null}
      {progress.failure ? (
        <p role="alert" className="mt-1 text-xs font-medium text-danger">
          {progress.failure}
        </p>
      ) : null}
      {removed.failure ? (
        <p role="alert" className="mt-1 text-xs font-medium text-danger">
          {removed.failure}
        </p>
      ) : null}
    </li>
  );
}

function BlockDialog({
  studentId,
  week,
  block,
  onClose,
}: {
  studentId: string;
  week: string;
  block: StudyBlockDto | null;
  onClose: () => void;
}) {
  const [day, setDay] = useState(String(block?.day ?? 1));
  const [startTime, setStartTime] = useState(block?.startTime ?? '17:00');
  const [duration, setDuration] = useState(String(block?.durationMinutes ?? 60));
  const [courseId, setCourseId] = useState(block?.courseId ?? '');
  const [topicId, setTopicId] = useState(block?.topicId ?? '');
  const [activity, setActivity] = useState<StudyActivity>(block?.activity ?? 'SORU_COZME');
  const [targetQuestions, setTargetQuestions] = useState(block?.targetQuestions?.toString() ?? '');
  const [targetMinutes, setTargetMinutes] = useState(block?.targetMinutes?.toString() ?? '');
  const write = useWriteCallbacks(onClose);
  const add = trpc.studentRecord.addStudyBlock.useMutation(write.callbacks);
  const change = trpc.studentRecord.changeStudyBlock.useMutation(write.callbacks);
  const submit = () => {
    const fields = {
      day: Number(day),
      startTime,
      durationMinutes: Number(duration),
      courseId,
      topicId: topicId || null,
      activity,
      targetQuestions: numberOrNull(targetQuestions),
      targetMinutes: numberOrNull(targetMinutes),
    };
    if (!courseId) return write.setFailure(e.courseRequired);
    if (block) change.mutate({ studentId, week, blockId: block.blockId, block: fields });
    else add.mutate({ studentId, week, block: fields });
  };
  return (
    <FormDialog
      title={block ? e.editBlock : e.newBlock}
      onClose={onClose}
      onSubmit={submit}
      pending={add.isPending || change.isPending}
      failure={write.failure}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={e.day} value={day} onChange={(ev) => setDay(ev.target.value)}>
          {m.days.map((d, i) => (
            <option key={d} value={i + 1}>
              {d}
            </option>
          ))}
        </SelectField>
        <TextField
          label={e.startTime}
          type="time"
          value={startTime}
          onChange={(ev) => setStartTime(ev.target.value)}
        />
        <TextField
          label={e.duration}
          type="number"
          min={5}
          value={duration}
          onChange={(ev) => setDuration(ev.target.value)}
        />
      </div>
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId={topicId}
        onCourse={setCourseId}
        onTopic={setTopicId}
      />
      <SelectField
        label={e.activity}
        value={activity}
        onChange={(ev) => setActivity(ev.target.value as StudyActivity)}
      >
        {STUDY_ACTIVITIES.map((a) => (
          <option key={a} value={a}>
            {STUDY_ACTIVITY_LABELS[a]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={e.targetQuestions}
          type="number"
          min={0}
          value={targetQuestions}
          onChange={(ev) => setTargetQuestions(ev.target.value)}
          hint={e.targetHint}
        />
        <TextField
          label={e.targetMinutes}
          type="number"
          min={0}
          value={targetMinutes}
          onChange={(ev) => setTargetMinutes(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}

function CopyLastWeekButton({
  studentId,
  week,
  disabled,
}: {
  studentId: string;
  week: string;
  disabled: boolean;
}) {
  const write = useWriteCallbacks(undefined, e.copied);
  const copy = trpc.studentRecord.copyWeek.useMutation(write.callbacks);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || copy.isPending}
        onClick={() => copy.mutate({ studentId, toWeek: week })}
      >
        <Copy aria-hidden="true" className="size-4" />
        {e.copyLastWeek}
      </Button>
      {write.failure ? (
        <p role="alert" className="w-full text-sm font-medium text-danger">
          {write.failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * A coach's templates: apply one to this week of this student and, ticked, of other students of the coach
 * (one template, several students at once); or keep this week as a new template.
 */
function TemplatesDialog({
  studentId,
  program,
  onClose,
}: {
  studentId: string;
  program: WeeklyProgramDto;
  onClose: () => void;
}) {
  const templates = trpc.studentRecord.planTemplates.useQuery();
  const students = trpc.coach.students.useQuery();
  const [templateId, setTemplateId] = useState('');
  const [others, setOthers] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const applied = useWriteCallbacks(onClose, e.templateApplied);
  const apply = trpc.studentRecord.applyPlanTemplate.useMutation(applied.callbacks);
  const saved = useWriteCallbacks(undefined, e.templateSaved);
  const save = trpc.studentRecord.savePlanTemplate.useMutation({
    ...saved.callbacks,
    onSuccess: (t) => {
      saved.callbacks.onSuccess();
      void templates.refetch();
      setTemplateId(t.templateId);
    },
  });
  const otherStudents = (students.data ?? [])
    .filter((s) => s.id !== studentId)
    .sort((a, b) => compareText(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`));
  const toggle = (id: string, on: boolean) =>
    setOthers((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () => {
    if (!templateId) return applied.setFailure(e.templateRequired);
    // Only the coach's students still listed (a ticked student may have moved to another coach).
    const ticked = otherStudents.filter((s) => others.has(s.id)).map((s) => s.id);
    apply.mutate({ templateId, studentIds: [studentId, ...ticked], week: program.week });
  };
  const list = templates.data ?? [];
  return (
    <FormDialog
      title={e.applyTemplate}
      onClose={onClose}
      onSubmit={submit}
      pending={apply.isPending}
      failure={applied.failure ?? saved.failure}
      submitLabel={e.applyTemplate}
    >
      {list.length === 0 ? (
        <p className="text-sm text-ink-muted">{e.noTemplates}</p>
      ) : (
        <SelectField label={e.template} value={templateId} onChange={(ev) => setTemplateId(ev.target.value)}>
          <option value="">—</option>
          {list.map((t) => (
            <option key={t.templateId} value={t.templateId}>
              {t.name} ({t.blocks.length})
            </option>
          ))}
        </SelectField>
      )}
      {list.length > 0 && otherStudents.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">{e.alsoApplyTo}</legend>
          <p className="text-xs text-ink-muted">{e.alsoApplyToHint}</p>
          {otherStudents.map((s) => (
            <CheckboxField
              key={s.id}
              label={`${s.firstName} ${s.lastName}`}
              checked={others.has(s.id)}
              onChange={(ev) => toggle(s.id, ev.target.checked)}
            />
          ))}
        </fieldset>
      ) : null}
      {program.blocks.length > 0 ? (
        <div className="flex items-end gap-2 border-t border-line pt-4">
          <div className="flex-1">
            <TextField label={e.templateName} value={name} onChange={(ev) => setName(ev.target.value)} />
          </div>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({
                name,
                blocks: program.blocks.map((b) => ({
                  day: b.day,
                  startTime: b.startTime,
                  durationMinutes: b.durationMinutes,
                  courseId: b.courseId,
                  topicId: b.topicId,
                  activity: b.activity,
                  targetQuestions: b.targetQuestions,
                  targetMinutes: b.targetMinutes,
                  note: b.note,
                })),
              })
            }
          >
            {e.saveAsTemplate}
          </Button>
        </div>
      ) : null}
    </FormDialog>
  );
}
