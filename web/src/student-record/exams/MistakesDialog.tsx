import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import {
  MISTAKE_CAUSE_LABELS,
  MISTAKE_CAUSES,
  type MistakeCause,
} from '@pusula/contracts/student-record/vocabulary';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { ChoiceField, TextField } from '../../design/ui/fields';
import { recordEditors as e } from '../texts';
import { ExamTopicFields } from './ExamTopicFields';

export interface MistakeEntry {
  topicId: string;
  cause: MistakeCause;
  count: number;
  note?: string | null;
}

/**
 * Adds a mistake (topic of the deneme's exam + cause + count) to a deneme's list; the caller saves the
 * whole list (the coach on the record, the student on their own deneme) and shows the server's answer.
 */
export function MistakesDialog({
  exam,
  onSave,
  pending,
  failure,
  onClose,
}: {
  exam: MockExamDto;
  onSave: (mistakes: MistakeEntry[]) => void;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
}) {
  const [courseId, setCourseId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [cause, setCause] = useState<MistakeCause>('BILGI_EKSIGI');
  const [count, setCount] = useState('1');
  const [missingTopic, setMissingTopic] = useState(false);
  return (
    <FormDialog
      title={`${e.addMistake}: ${exam.name}`}
      onClose={onClose}
      pending={pending}
      failure={missingTopic ? e.topicRequired : failure}
      onSubmit={() => {
        setMissingTopic(!topicId);
        if (!topicId) return;
        onSave([
          ...exam.mistakes.map((x) => ({ topicId: x.topicId, cause: x.cause, count: x.count, note: x.note })),
          { topicId, cause, count: Number(count) },
        ]);
      }}
    >
      <ExamTopicFields
        examType={exam.examType}
        courseId={courseId}
        topicId={topicId}
        onCourse={(id) => {
          setCourseId(id);
          setTopicId('');
        }}
        onTopic={setTopicId}
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
          inputMode="numeric"
          min={1}
          value={count}
          onChange={(ev) => setCount(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}
