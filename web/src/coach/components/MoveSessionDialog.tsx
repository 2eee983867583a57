import { istanbulDate } from '@pusula/contracts/student-record/calendar';
import { useId, useState } from 'react';
import { toWall } from '../../design/calendar/wall-time';
import { ControlRow, controlClass } from '../../design/portal-ui/controls';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { Button } from '../../design/ui/Button';
import { messageOf } from '../../lib/server-errors';
import { ConflictWarning } from '../../portal/calendar/ConflictWarning';
import { useCalendarConflicts } from '../../portal/calendar/use-calendar-conflicts';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import type { CalendarEntry } from '../api';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { sessionFromDraft } from '../calendar-time';
import { calendar as m } from '../texts';

/** "Seansı taşı" without dragging (keyboard users): a new Istanbul date, time and duration. */
export function MoveSessionDialog({ entry, onClose }: { entry: CalendarEntry; onClose: () => void }) {
  const utils = trpc.useUtils();
  const reschedule = trpc.studentRecord.rescheduleSession.useMutation();
  const [date, setDate] = useState(istanbulDate(new Date(entry.start)));
  const [time, setTime] = useState(toWall(entry.start).slice(11, 16));
  const [minutes, setMinutes] = useState(
    Math.round((Date.parse(entry.end) - Date.parse(entry.start)) / 60_000),
  );
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const draft = () =>
    sessionFromDraft({
      studentId: entry.studentId ?? '',
      title: entry.title,
      date,
      time,
      durationMinutes: minutes,
      agenda: '',
    });
  const preview = draft();
  const conflicts = useCalendarConflicts(
    coachIdOf(useCoachSession()),
    preview.ok ? { startAt: preview.input.startAt, endAt: preview.input.endAt, ignoreId: entry.id } : null,
  );

  const submit = () => {
    const result = draft();
    if (!result.ok) {
      setError(Object.values(result.errors)[0] ?? m.failed);
      return;
    }
    setError(null);
    reschedule.mutate(
      {
        studentId: result.input.studentId,
        sessionId: entry.id,
        startAt: result.input.startAt,
        endAt: result.input.endAt,
      },
      {
        onSuccess: () => {
          notify.success(m.moved);
          void utils.calendar.invalidate();
          onClose();
        },
        onError: (e) => setError(messageOf(e, m.failed)),
      },
    );
  };

  return (
    <DialogFrame title={m.editTitle} description={entry.title} onClose={onClose}>
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <ControlRow id={`${id}-date`} label={m.date}>
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className={controlClass}
            />
          </ControlRow>
          <ControlRow id={`${id}-time`} label={m.start}>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              className={controlClass}
            />
          </ControlRow>
          <ControlRow id={`${id}-minutes`} label={m.duration}>
            <input
              id={`${id}-minutes`}
              type="number"
              min={15}
              max={240}
              step={15}
              value={Number.isNaN(minutes) ? '' : minutes}
              onChange={(e) => setMinutes(e.target.valueAsNumber)}
              className={controlClass}
            />
          </ControlRow>
        </div>
        <ConflictWarning conflicts={conflicts} />
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={reschedule.isPending}>
            {reschedule.isPending ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
