import { useId, useState } from 'react';
import { ControlRow, controlClass } from '../../design/portal-ui/controls';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { Button } from '../../design/ui/Button';
import { fullName, sortByText } from '../../lib/format';
import { messageOf } from '../../lib/server-errors';
import { ConflictWarning } from '../../portal/calendar/ConflictWarning';
import { useCalendarConflicts } from '../../portal/calendar/use-calendar-conflicts';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import type { CoachStudent } from '../api';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { type SessionDraft, type SessionDraftErrors, sessionFromDraft } from '../calendar-time';
import { calendar as m } from '../texts';

/** "Seans planla": student, title, Istanbul date and time, duration, agenda → studentRecord.scheduleSession. */
export function SessionDialog({
  students,
  initial,
  onClose,
}: {
  students: readonly CoachStudent[];
  initial: { date: string; time: string };
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const schedule = trpc.studentRecord.scheduleSession.useMutation();
  const [draft, setDraft] = useState<SessionDraft>({
    studentId: students.length === 1 ? students[0]!.id : '',
    title: m.defaultTitle,
    date: initial.date,
    time: initial.time,
    durationMinutes: 60,
    agenda: '',
  });
  const [errors, setErrors] = useState<SessionDraftErrors>({});
  // The overlap depends on the slot alone: a draft without student or title is still checked.
  const preview = sessionFromDraft({
    ...draft,
    studentId: draft.studentId || '-',
    title: draft.title || '-',
  });
  const conflicts = useCalendarConflicts(
    coachIdOf(useCoachSession()),
    preview.ok ? { startAt: preview.input.startAt, endAt: preview.input.endAt } : null,
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const id = useId();
  const set = <K extends keyof SessionDraft>(key: K, value: SessionDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const described = (key: keyof SessionDraftErrors) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};

  const submit = () => {
    const result = sessionFromDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    schedule.mutate(result.input, {
      onSuccess: () => {
        notify.success(m.created);
        void utils.calendar.invalidate();
        void utils.studentRecord.sessions.invalidate();
        onClose();
      },
      onError: (e) => setServerError(messageOf(e, m.failed)),
    });
  };

  return (
    <DialogFrame title={m.createTitle} description={m.createLead} onClose={onClose}>
      <form
        noValidate
        className="space-y-4 overflow-y-auto p-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ControlRow id={`${id}-studentId`} label={m.student} error={errors.studentId}>
          <select
            id={`${id}-studentId`}
            value={draft.studentId}
            onChange={(e) => set('studentId', e.target.value)}
            className={controlClass}
            {...described('studentId')}
          >
            <option value="">{m.chooseStudent}</option>
            {sortByText(students, fullName).map((s) => (
              <option key={s.id} value={s.id}>
                {fullName(s)}
              </option>
            ))}
          </select>
        </ControlRow>
        <ControlRow id={`${id}-title`} label={m.sessionTitle} error={errors.title}>
          <input
            id={`${id}-title`}
            value={draft.title}
            maxLength={150}
            onChange={(e) => set('title', e.target.value)}
            className={controlClass}
            {...described('title')}
          />
        </ControlRow>
        <div className="grid gap-4 sm:grid-cols-3">
          <ControlRow id={`${id}-date`} label={m.date} error={errors.date}>
            <input
              id={`${id}-date`}
              type="date"
              value={draft.date}
              onChange={(e) => set('date', e.target.value)}
              className={controlClass}
              {...described('date')}
            />
          </ControlRow>
          <ControlRow id={`${id}-time`} label={m.start} error={errors.time}>
            <input
              id={`${id}-time`}
              type="time"
              value={draft.time}
              onChange={(e) => set('time', e.target.value)}
              className={controlClass}
              {...described('time')}
            />
          </ControlRow>
          <ControlRow id={`${id}-durationMinutes`} label={m.duration} error={errors.durationMinutes}>
            <input
              id={`${id}-durationMinutes`}
              type="number"
              min={15}
              max={240}
              step={15}
              value={Number.isNaN(draft.durationMinutes) ? '' : draft.durationMinutes}
              onChange={(e) => set('durationMinutes', e.target.valueAsNumber)}
              className={controlClass}
              {...described('durationMinutes')}
            />
          </ControlRow>
        </div>
        <ControlRow id={`${id}-agenda`} label={m.agenda}>
          <textarea
            id={`${id}-agenda`}
            rows={3}
            maxLength={2000}
            value={draft.agenda}
            onChange={(e) => set('agenda', e.target.value)}
            className={controlClass}
          />
        </ControlRow>
        <ConflictWarning conflicts={conflicts} />
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {serverError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
