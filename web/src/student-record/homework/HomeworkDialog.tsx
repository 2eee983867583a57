import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { TextArea, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { CourseTopicFields } from '../kit/CourseTopicFields';
import { numberOrNull, useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** Gives homework: a title, course and topic, a question or minute target, a due date, a description. */
export function HomeworkDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
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
