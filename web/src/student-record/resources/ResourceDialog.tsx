import {
  RESOURCE_KINDS,
  RESOURCE_UNITS,
  type ResourceKind,
  type ResourceUnit,
} from '@pusula/contracts/student-record/vocabulary';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { ChoiceField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { CourseTopicFields } from '../kit/CourseTopicFields';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e, recordLabels as r } from '../texts';

/** Adds a book or question bank: course, title, kind, unit (pages or tests) and the total. */
export function ResourceDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [courseId, setCourseId] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ResourceKind>('SORU_BANKASI');
  const [unit, setUnit] = useState<ResourceUnit>('TEST');
  const [total, setTotal] = useState('');
  const write = useWriteCallbacks(onClose);
  const add = trpc.studentRecord.addResource.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.addResource}
      onClose={onClose}
      pending={add.isPending}
      failure={write.failure}
      onSubmit={() => {
        if (!courseId) return write.setFailure(e.courseRequired);
        add.mutate({ studentId, courseId, title, kind, unit, total: Number(total) });
      }}
    >
      <TextField label={e.resourceTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId=""
        onCourse={setCourseId}
        withTopic={false}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          label={e.resourceKind}
          options={RESOURCE_KINDS}
          value={kind}
          onChange={setKind}
          labelOf={(k) => r.resourceKind[k] ?? k}
        />
        <ChoiceField
          label={e.unit}
          options={RESOURCE_UNITS}
          value={unit}
          onChange={setUnit}
          labelOf={(u) => r.resourceUnit[u] ?? u}
        />
        <TextField
          label={e.totalCount}
          type="number"
          min={1}
          value={total}
          onChange={(ev) => setTotal(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}
