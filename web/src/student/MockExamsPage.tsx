import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { ClipboardList, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmptyState, QueryView } from '../design/portal-ui/states';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { ExamCard } from '../student-record/exams/ExamCard';
import { MistakesDialog } from '../student-record/exams/MistakesDialog';
import { MockExamFields, useMockExamForm } from '../student-record/exams/MockExamForm';
import { notify } from '../toasts/toasts';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';
import { useStudentRefresh } from './use-student-write';

const m = studentTexts.exams;

/**
 * /ogrenci/denemeler: the student's own denemes with nets (per subject where split), a form to add one —
 * the coach's deneme sheet, defaulting to the student's exam — and wrong answers by topic with a cause.
 */
export default function MockExamsPage() {
  usePageTitle(m.title);
  const list = trpc.studentApp.mockExams.useQuery();
  const [adding, setAdding] = useState(false);
  const [mistakesFor, setMistakesFor] = useState<MockExamDto | null>(null);
  return (
    <QueryView query={list} errorMessage={studentTexts.loadFailed}>
      {(data) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
              <p className="mt-0.5 text-sm text-ink-muted">{m.lead}</p>
            </div>
            {adding ? null : (
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" className="size-4" />
                {m.add}
              </Button>
            )}
          </div>
          {adding ? <NewMockExam examTypes={data.examTypes} onDone={() => setAdding(false)} /> : null}
          {data.exams.length === 0 ? (
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

function NewMockExam({ examTypes, onDone }: { examTypes: string[]; onDone: () => void }) {
  const form = useMockExamForm({ examTypes });
  const refresh = useStudentRefresh();
  // One command id per form: a resent request is answered as the first, never recorded twice.
  const [commandId] = useState(() => crypto.randomUUID());
  const record = trpc.studentApp.recordMockExam.useMutation({
    onSuccess: () => {
      notify.success(m.saved);
      refresh();
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sheet = form.submit();
    if (sheet) record.mutate({ ...sheet, commandId });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.formTitle}
      className="space-y-4 rounded-[var(--radius-card)] bg-surface p-4"
    >
      <h2 className="text-lg font-semibold text-ink">{m.formTitle}</h2>
      {record.error ? <Alert tone="error">{messageOf(record.error, m.failed)}</Alert> : null}
      <MockExamFields form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={record.isPending || !form.canSubmit}>
          {record.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

function OwnMistakes({ exam, onClose }: { exam: MockExamDto; onClose: () => void }) {
  const refresh = useStudentRefresh();
  const save = trpc.studentApp.recordMockExamMistakes.useMutation({
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
