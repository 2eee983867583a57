import type { StudyBlockDto } from '@pusula/contracts/student-record/record-dtos';
import { STUDY_ACTIVITY_LABELS } from '@pusula/contracts/student-record/vocabulary';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Badge } from '../design/portal-ui/Badge';
import { InlineError } from '../design/portal-ui/controls';
import { Button } from '../design/ui/Button';
import { formatNumber, formatPercent } from '../lib/format';
import { useWaitingWrites } from './offline/use-offline';
import { studentTexts } from './texts';
import { useStudentAccountId, useStudentWrite } from './use-student-write';

const m = studentTexts.block;
const offline = studentTexts.offline;

/** What the block counts: questions when it has a question target, else minutes. */
const countsQuestions = (b: StudyBlockDto) => b.targetQuestions !== null;

/**
 * The block as the student last entered it: an entry still waiting for the connection (the newest one)
 * shows over what the server last said, marked as waiting.
 */
function useBlockAsEntered(b: StudyBlockDto): { block: StudyBlockDto; waiting: boolean } {
  const waiting = useWaitingWrites(useStudentAccountId()).filter(
    (e) => e.write.kind === 'progress' && e.write.blockId === b.blockId,
  );
  const last = waiting.at(-1)?.write;
  if (last?.kind !== 'progress') return { block: b, waiting: false };
  const target = countsQuestions(b) ? b.targetQuestions : (b.targetMinutes ?? b.durationMinutes);
  const done = (countsQuestions(b) ? last.doneQuestions : last.doneMinutes) ?? 0;
  const completion = target ? Math.min(1, done / target) : b.completion;
  return {
    block: { ...b, doneQuestions: last.doneQuestions, doneMinutes: last.doneMinutes, completion },
    waiting: true,
  };
}

/**
 * One of the student's study blocks: what, when, target and done, and a big „Ne kadar çözdün?" button that
 * opens a one-field form (absolute count: entering 35 after 30 means 35 in total).
 */
export function StudentBlockCard({ block: server, week }: { block: StudyBlockDto; week: string }) {
  const [open, setOpen] = useState(false);
  const { block: b, waiting } = useBlockAsEntered(server);
  const questions = countsQuestions(b);
  const target = questions ? b.targetQuestions! : (b.targetMinutes ?? b.durationMinutes);
  const done = (questions ? b.doneQuestions : b.doneMinutes) ?? 0;
  const unit = questions ? m.questions : m.minutes;
  return (
    <li
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
      data-testid="student-block"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {b.startTime} · {b.courseName}
          </p>
          <p className="text-sm text-ink-muted">
            {STUDY_ACTIVITY_LABELS[b.activity]}
            {b.topicName ? ` · ${b.topicName}` : ''}
          </p>
        </div>
        <span className="shrink-0 text-sm font-bold text-ink">{formatPercent(b.completion)}</span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p className="text-ink" data-testid="student-block-done">
          {m.done(formatNumber(done), unit(target))}
        </p>
        {waiting ? (
          <Badge tone="accent" className="whitespace-normal">
            {offline.pending}
          </Badge>
        ) : null}
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-brand" style={{ width: `${b.completion * 100}%` }} />
      </div>
      {open ? (
        <ProgressForm block={b} week={week} questions={questions} onClose={() => setOpen(false)} />
      ) : (
        <Button size="lg" className="mt-3 w-full" onClick={() => setOpen(true)}>
          {questions ? m.enter : m.enterMinutes}
        </Button>
      )}
    </li>
  );
}

function ProgressForm({
  block: b,
  week,
  questions,
  onClose,
}: {
  block: StudyBlockDto;
  week: string;
  questions: boolean;
  onClose: () => void;
}) {
  const write = useStudentWrite();
  const [saving, setSaving] = useState(false);
  const [value, setValue] = useState(((questions ? b.doneQuestions : b.doneMinutes) ?? '').toString());
  const [failure, setFailure] = useState<string | null>(null);
  // The student tapped „Ne kadar çözdün?": the field they asked for takes the keyboard.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const n = value.trim() === '' ? null : Number(value);
    setFailure(null);
    setSaving(true);
    const result = await write(
      {
        kind: 'progress',
        blockId: b.blockId,
        week,
        // The other count stays as it was: the entry is absolute for both.
        doneQuestions: questions ? n : b.doneQuestions,
        doneMinutes: questions ? b.doneMinutes : n,
      },
      m.saved,
      offline.queued,
    ).catch(() => ({ kind: 'refused' as const, message: m.failed }));
    setSaving(false);
    if (result.kind === 'refused') setFailure(result.message);
    else onClose();
  };
  const id = `done-${b.blockId}`;
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {questions ? m.doneQuestions : m.doneMinutes}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        ref={input}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="block min-h-12 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 text-lg"
      />
      <InlineError message={failure} className="text-sm" />
      <div className="flex gap-2">
        <Button type="submit" size="lg" className="flex-1" disabled={saving}>
          {saving ? m.saving : m.save}
        </Button>
        <Button variant="secondary" size="lg" onClick={onClose}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
