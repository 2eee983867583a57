import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { ChoiceField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { CourseTopicFields } from '../kit/CourseTopicFields';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e, recordLabels as r } from '../texts';
import { schoolTermOf } from './school-term';

/** A term has up to four written exams. */
const EXAM_NUMBERS = ['1', '2', '3', '4'];

/** Enters a school exam grade: course, term (this one by default), which exam, the score. */
export function GradeDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [courseId, setCourseId] = useState('');
  const [term, setTerm] = useState(() => schoolTermOf(new Date()));
  const [examNo, setExamNo] = useState<string>('1');
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
        <ChoiceField
          label={e.examNo}
          options={EXAM_NUMBERS}
          value={examNo}
          onChange={setExamNo}
          labelOf={(n) => r.examNo(Number(n))}
        />
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
