import {
  STUDY_ACTIVITIES,
  STUDY_ACTIVITY_LABELS,
  type StudyActivity,
} from '@pusula/contracts/student-record/common';
import type { StudyBlockDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { SelectField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { CourseTopicFields } from '../kit/CourseTopicFields';
import { numberOrNull, useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e, recordTexts as t } from '../texts';

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
  const [day, setDay] = useState(String(block?.day ?? 1));
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
        <SelectField label={e.day} value={day} onChange={(ev) => setDay(ev.target.value)}>
          {t.days.map((d, i) => (
            <option key={d} value={i + 1}>
              {d}
            </option>
          ))}
        </SelectField>
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
      <SelectField
        label={e.activity}
        value={activity}
        onChange={(ev) => setActivity(ev.target.value as StudyActivity)}
      >
        {STUDY_ACTIVITIES.map((a) => (
          <option key={a} value={a}>
            {STUDY_ACTIVITY_LABELS[a]}
          </option>
        ))}
      </SelectField>
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
