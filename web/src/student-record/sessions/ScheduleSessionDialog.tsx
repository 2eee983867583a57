import { istanbulDate, istanbulInstant } from '@pusula/contracts/student-record/calendar';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { TextArea, TextField } from '../../design/ui/fields';
import { ConflictWarning } from '../../portal/calendar/ConflictWarning';
import { useCalendarConflicts } from '../../portal/calendar/use-calendar-conflicts';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** Plans a session: a title, an Istanbul date with start and end times, an agenda; warns of a double booking. */
export function ScheduleSessionDialog({
  studentId,
  coachId,
  onClose,
}: {
  studentId: string;
  coachId: string;
  onClose: () => void;
}) {
  const [title, setTitle] = useState<string>(e.defaultSessionTitle);
  const [agenda, setAgenda] = useState('');
  const [date, setDate] = useState(() => istanbulDate(new Date()));
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('18:45');
  const write = useWriteCallbacks(onClose);
  const schedule = trpc.studentRecord.scheduleSession.useMutation(write.callbacks);
  const slot = (() => {
    try {
      return { startAt: istanbulInstant(date, start), endAt: istanbulInstant(date, end) };
    } catch {
      return null; // a half-typed date or time: nothing to compare yet
    }
  })();
  const conflicts = useCalendarConflicts(coachId, slot);
  return (
    <FormDialog
      title={e.scheduleSession}
      onClose={onClose}
      pending={schedule.isPending}
      failure={write.failure}
      onSubmit={() =>
        schedule.mutate({
          studentId,
          title,
          agenda: agenda || null,
          startAt: istanbulInstant(date, start),
          endAt: istanbulInstant(date, end),
        })
      }
    >
      <TextField label={e.sessionTitle} value={title} onChange={(ev) => setTitle(ev.target.value)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={e.date} type="date" value={date} onChange={(ev) => setDate(ev.target.value)} />
        <TextField
          label={e.startTime}
          type="time"
          value={start}
          onChange={(ev) => setStart(ev.target.value)}
        />
        <TextField label={e.endTime} type="time" value={end} onChange={(ev) => setEnd(ev.target.value)} />
      </div>
      <ConflictWarning conflicts={conflicts} />
      <TextArea
        label={e.agenda}
        optional={e.optional}
        value={agenda}
        onChange={(ev) => setAgenda(ev.target.value)}
      />
    </FormDialog>
  );
}
