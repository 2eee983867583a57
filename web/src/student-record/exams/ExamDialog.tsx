import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';
import { publishersOf } from './exam-standing';
import { MockExamFields, useMockExamForm } from './MockExamForm';

/**
 * Enter a deneme, or correct one on record (`exam`: its exam type stays), with the shared deneme sheet.
 * A deneme the student entered keeps its „öğrenci girdi" mark when corrected here.
 */
export function ExamDialog({
  studentId,
  exam,
  onClose,
}: {
  studentId: string;
  exam?: MockExamDto;
  onClose: () => void;
}) {
  // The student's denemes are on screen already (Sınavlar): their publishers are the suggestions.
  const earlier = trpc.studentRecord.mockExams.useQuery({ studentId });
  const form = useMockExamForm({ initial: exam, publishers: publishersOf(earlier.data ?? []) });
  const write = useWriteCallbacks(onClose);
  const record = trpc.studentRecord.recordMockExam.useMutation(write.callbacks);
  const correct = trpc.studentRecord.correctMockExam.useMutation(write.callbacks);
  return (
    <FormDialog
      title={exam ? e.correctExamTitle(exam.name) : e.enterExam}
      onClose={onClose}
      pending={record.isPending || correct.isPending}
      failure={write.failure}
      canSubmit={form.canSubmit}
      onSubmit={() => {
        // Every mistake shows at once before anything is sent; the server's refusal still shows above.
        const sheet = form.submit();
        if (!sheet) return;
        if (exam) correct.mutate({ studentId, examId: exam.examId, ...sheet });
        else record.mutate({ studentId, ...sheet });
      }}
    >
      <MockExamFields form={form} />
    </FormDialog>
  );
}
