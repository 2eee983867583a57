import type { StudyBlockDto } from '@pusula/contracts/student-record/record-dtos';
import {
  STUDY_ACTIVITIES,
  STUDY_ACTIVITY_LABELS,
  type StudyActivity,
} from '@pusula/contracts/student-record/vocabulary';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { ChoiceField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { CourseTopicFields } from '../kit/CourseTopicFields';
import { numberOrNull, useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e, recordTexts as t } from '../texts';

/** The days of an ISO week, Monday (1) to Sunday (7), as the day select's values. */
const DAYS = ['1', '2', '3', '4', '5', '6', '7'];

/** Adds a study block to the week, or changes one (`block`). */
export function StudyBlockDialog({
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
  const [day, setDay] = useState<string>(String(block?.day ?? 1));
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
        <ChoiceField
          label={e.day}
          options={DAYS}
          value={day}
          onChange={setDay}
          labelOf={(d) => t.days[Number(d) - 1]!}
        />
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
      <ChoiceField
        label={e.activity}
        options={STUDY_ACTIVITIES}
        value={activity}
        onChange={setActivity}
        labelOf={(a) => STUDY_ACTIVITY_LABELS[a]}
      />
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
