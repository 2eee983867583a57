import type { StudyBlockDto } from '@pusula/contracts/student-record/record-dtos';
import { STUDY_ACTIVITY_LABELS } from '@pusula/contracts/student-record/vocabulary';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CompactNumberField, InlineError } from '../../design/portal-ui/controls';
import { Button } from '../../design/ui/Button';
import { formatNumber, formatPercent } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { EnteredByStudentBadge } from '../kit/StudentEntry';
import { numberOrNull, useWriteCallbacks } from '../kit/use-record-write';
import { permissionsOf, type RecordViewer } from '../kit/viewer';
import { recordEditors as e, recordLabels as r } from '../texts';

/**
 * One study block of the week: what and when, its progress, the planner's edit and remove buttons, and the
 * coach's done count (questions when the block has a question target, else minutes).
 */
export function StudyBlockCard({
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
  const doneLabel = b.targetQuestions ? e.doneQuestions : e.doneMinutes;
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
        {b.enteredByStudent ? (
          <>
            {' '}
            <EnteredByStudentBadge />
          </>
        ) : null}
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
          <CompactNumberField
            label={doneLabel}
            min={0}
            inputMode="numeric"
            value={b.targetQuestions ? questions : minutes}
            onChange={(ev) => (b.targetQuestions ? setQuestions : setMinutes)(ev.target.value)}
            aria-label={`${doneLabel}: ${label}`}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={record.isPending}>
            {e.save}
          </Button>
        </form>
      ) : null}
      <InlineError message={progress.failure} className="mt-1 text-xs" />
      <InlineError message={removed.failure} className="mt-1 text-xs" />
    </li>
  );
}
