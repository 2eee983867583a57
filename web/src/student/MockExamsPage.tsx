import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { ClipboardList, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmptyState, QueryView } from '../design/portal-ui/states';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { messageOf } from '../lib/server-errors';
import { showsOwnError } from '../portal/retries/own-error';
import { trpc } from '../portal/trpc';
import { ExamCard } from '../student-record/exams/ExamCard';
import { publishersOf } from '../student-record/exams/exam-standing';
import { MistakesDialog } from '../student-record/exams/MistakesDialog';
import { MockExamFields, useMockExamForm } from '../student-record/exams/MockExamForm';
import { notify } from '../toasts/toasts';
import { forgetStudentWrite } from './offline/student-writes';
import { useQueuedWrites } from './offline/use-offline';
import type { QueuedWrite } from './offline/write-queue';
import { QueuedMockExamCard } from './QueuedMockExamCard';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';
import { STUDENT_READ, useStudentAccountId, useStudentRefresh, useStudentWrite } from './use-student-write';

const m = studentTexts.exams;

/**
 * /ogrenci/denemeler: the student's own denemes with nets (per subject where split), a form to add one —
 * the coach's deneme sheet, defaulting to the student's exam — and wrong answers by topic with a cause.
 */
export default function MockExamsPage() {
  usePageTitle(m.title);
  const list = trpc.studentApp.mockExams.useQuery(undefined, STUDENT_READ);
  const queued = useQueuedWrites(useStudentAccountId()).filter(isQueuedMockExam);
  // The form is open for a new deneme (`null`) or to correct one the server refused (its entry).
  const [adding, setAdding] = useState<QueuedMockExam | null | false>(false);
  const [mistakesFor, setMistakesFor] = useState<MockExamDto | null>(null);
  const remove = async (entry: QueuedMockExam) => {
    await forgetStudentWrite(entry.commandId);
    notify.info(studentTexts.offline.removed);
  };
  return (
    <QueryView query={list} errorMessage={studentTexts.loadFailed}>
      {(data) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
              <p className="mt-0.5 text-sm text-ink-muted">{m.lead}</p>
            </div>
            {adding !== false ? null : (
              <Button onClick={() => setAdding(null)}>
                <Plus aria-hidden="true" className="size-4" />
                {m.add}
              </Button>
            )}
          </div>
          {adding !== false ? (
            <NewMockExam
              key={adding?.commandId ?? 'new'}
              examTypes={data.examTypes}
              publishers={publishersOf(data.exams)}
              correcting={adding}
              onDone={() => setAdding(false)}
            />
          ) : null}
          {queued.map((entry) => (
            <QueuedMockExamCard
              key={entry.commandId}
              entry={entry}
              onFix={() => setAdding(entry)}
              onRemove={() => void remove(entry)}
            />
          ))}
          {data.exams.length === 0 && queued.length === 0 ? (
            <EmptyState icon={ClipboardList} title={m.none} text={m.noneText} />
          ) : (
            data.exams.map((exam) => (
              <ExamCard
                key={exam.examId}
                exam={exam}
                headingLevel={2}
                onMistakes={() => setMistakesFor(exam)}
              />
            ))
          )}
          {mistakesFor ? <OwnMistakes exam={mistakesFor} onClose={() => setMistakesFor(null)} /> : null}
        </div>
      )}
    </QueryView>
  );
}

type QueuedMockExam = QueuedWrite & { write: { kind: 'mockExam' } };
const isQueuedMockExam = (e: QueuedWrite): e is QueuedMockExam => e.write.kind === 'mockExam';

/**
 * The deneme form. The sheet is checked here with the server's own schema, then kept on the phone with a
 * command id and sent (student-writes.ts): online it is saved at once, offline it waits in the list. A
 * correction of a refused deneme is a new entry (new id, new sheet) that replaces the refused one.
 */
function NewMockExam({
  examTypes,
  publishers,
  correcting,
  onDone,
}: {
  examTypes: string[];
  publishers: string[];
  correcting: QueuedMockExam | null;
  onDone: () => void;
}) {
  const form = useMockExamForm({ examTypes, publishers, initial: correcting?.write.sheet });
  const write = useStudentWrite();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(correcting?.refusal ?? null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // Every field's error at once, checked with the server's own schema; null while the sheet is wrong.
    const sheet = form.submit();
    if (!sheet) return;
    setPending(true);
    setError(null);
    try {
      const result = await write({ kind: 'mockExam', sheet }, m.saved, m.queuedSaved);
      if (result.kind === 'refused') return setError(result.message);
      if (correcting) await forgetStudentWrite(correcting.commandId);
      onDone();
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={m.formTitle}
      className="space-y-4 rounded-[var(--radius-card)] bg-surface p-4"
    >
      <h2 className="text-lg font-semibold text-ink">{m.formTitle}</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <MockExamFields form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={pending || !form.canSubmit}>
          {pending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

function OwnMistakes({ exam, onClose }: { exam: MockExamDto; onClose: () => void }) {
  const refresh = useStudentRefresh();
  const save = trpc.studentApp.recordMockExamMistakes.useMutation({
    meta: showsOwnError,
    onSuccess: () => {
      notify.success(m.mistakesSaved);
      refresh();
      onClose();
    },
  });
  return (
    <MistakesDialog
      exam={exam}
      pending={save.isPending}
      failure={save.error ? messageOf(save.error, m.failed) : null}
      onSave={(mistakes) => save.mutate({ examId: exam.examId, mistakes })}
      onClose={onClose}
    />
  );
}
