import {
  MISTAKE_CAUSE_LABELS,
  MISTAKE_CAUSES,
  type MistakeCause,
} from '@pusula/contracts/student-record/common';
import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { ChoiceField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { CourseTopicFields } from '../kit/CourseTopicFields';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** Adds a mistake (topic + cause + count) to a deneme's list. */
export function MistakesDialog({
  studentId,
  exam,
  onClose,
}: {
  studentId: string;
  exam: MockExamDto;
  onClose: () => void;
}) {
  const [courseId, setCourseId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [cause, setCause] = useState<MistakeCause>('BILGI_EKSIGI');
  const [count, setCount] = useState('1');
  const write = useWriteCallbacks(onClose);
  const save = trpc.studentRecord.recordMockExamMistakes.useMutation(write.callbacks);
  return (
    <FormDialog
      title={`${e.addMistake}: ${exam.name}`}
      onClose={onClose}
      pending={save.isPending}
      failure={write.failure}
      onSubmit={() => {
        if (!topicId) return write.setFailure(e.topicRequired);
        save.mutate({
          studentId,
          examId: exam.examId,
          mistakes: [
            ...exam.mistakes.map((x) => ({
              topicId: x.topicId,
              cause: x.cause,
              count: x.count,
              note: x.note,
            })),
            { topicId, cause, count: Number(count) },
          ],
        });
      }}
    >
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId={topicId}
        onCourse={setCourseId}
        onTopic={setTopicId}
        topicRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          label={e.mistakeCause}
          options={MISTAKE_CAUSES}
          value={cause}
          onChange={setCause}
          labelOf={(c) => MISTAKE_CAUSE_LABELS[c]}
        />
        <TextField
          label={e.mistakeCount}
          type="number"
          min={1}
          value={count}
          onChange={(ev) => setCount(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}
