import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** Adds a milestone (a title and a date) to the goal. */
export function MilestoneDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const write = useWriteCallbacks(onClose);
  const add = trpc.studentRecord.addGoalMilestone.useMutation(write.callbacks);
  return (
    <FormDialog
      title={e.addMilestone}
      onClose={onClose}
      pending={add.isPending}
      failure={write.failure}
      onSubmit={() => add.mutate({ studentId, title, dueDate })}
    >
      <TextField label={e.milestoneTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <TextField
        label={e.milestoneDate}
        type="date"
        value={dueDate}
        onChange={(ev) => setDueDate(ev.target.value)}
      />
    </FormDialog>
  );
}
