import type { EventChangeArg, EventClickArg } from '@fullcalendar/core';
import type { DateClickArg } from '@fullcalendar/interaction';
import { istanbulDate } from '@pusula/contracts/student-record/calendar';
import { CalendarPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PortalCalendar } from '../../design/calendar/PortalCalendar';
import { fromWall } from '../../design/calendar/wall-time';
import { Panel } from '../../design/portal-ui/Panel';
import { ErrorState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { messageOf } from '../../lib/server-errors';
import { overlappingEntries } from '../../portal/calendar/overlapping-entries';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import type { CalendarEntry } from '../api';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { toWallEvents } from '../calendar-time';
import { MoveSessionDialog } from '../components/MoveSessionDialog';
import { SessionDialog } from '../components/SessionDialog';
import { calendar as m } from '../texts';

const KIND_COLOURS = {
  SESSION: 'var(--color-brand)',
  CALL: 'var(--color-accent)',
  APPOINTMENT: 'var(--color-success)',
} as const;

/**
 * /dashboard/calendar (a push-click target): coaching sessions, video calls and appointments in week and
 * month views. Sessions are created from the button or a click on a day/time, and moved by dragging,
 * resizing or from their dialog; calls and appointments stay where they are.
 */
export default function CalendarPage() {
  const s = useCoachSession();
  const coachId = coachIdOf(s);
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const [creating, setCreating] = useState<{ date: string; time: string } | null>(null);
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const utils = trpc.useUtils();
  const students = trpc.coach.students.useQuery();
  const entries = trpc.calendar.coach.useQuery(
    { type: 'coach', targetId: coachId, startDate: range?.startDate ?? '', endDate: range?.endDate ?? '' },
    { enabled: range !== null, placeholderData: (previous) => previous },
  );
  const reschedule = trpc.studentRecord.rescheduleSession.useMutation();
  const events = useMemo(
    () =>
      toWallEvents(entries.data?.events ?? []).map((e) => ({
        ...e,
        backgroundColor: KIND_COLOURS[e.extendedProps.kind],
        borderColor: KIND_COLOURS[e.extendedProps.kind],
      })),
    [entries.data],
  );

  const onRangeChange = ({ firstDay, lastDay }: { firstDay: string; lastDay: string }) =>
    setRange((prev) =>
      prev?.startDate === firstDay && prev.endDate === lastDay
        ? prev
        : { startDate: firstDay, endDate: lastDay },
    );

  const onChange = (arg: EventChangeArg) => {
    const { event } = arg;
    const studentId = event.extendedProps.studentId as string | null;
    if (!event.start || !studentId) {
      arg.revert();
      return;
    }
    const end = event.end ?? new Date(event.start.getTime() + 60 * 60_000);
    const slot = { startAt: fromWall(event.start), endAt: fromWall(end), ignoreId: event.id };
    // Dropped onto another booking: moved as asked, and said so.
    const overlapping = overlappingEntries(entries.data?.events ?? [], slot).length > 0;
    reschedule.mutate(
      { studentId, sessionId: event.id, startAt: slot.startAt, endAt: slot.endAt },
      {
        onSuccess: () => {
          if (overlapping) notify.warning(m.movedOverlapping);
          else notify.success(m.moved);
          void utils.calendar.invalidate();
        },
        onError: (e) => {
          arg.revert();
          notify.error(messageOf(e, m.failed), m.failed);
        },
      },
    );
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const entry = entries.data?.events.find((e) => e.id === arg.event.id);
    if (!entry) return;
    if (entry.kind !== 'SESSION' || !entry.studentId) {
      notify.info(m.onlySessions);
      return;
    }
    setMoving(entry);
  };

  const onDateClick = (arg: DateClickArg) => {
    const wall = arg.date.toISOString();
    setCreating({ date: wall.slice(0, 10), time: arg.allDay ? '17:00' : wall.slice(11, 16) });
  };

  const canCreate = (students.data?.length ?? 0) > 0;
  const now = new Date();
  return (
    <>
      <PageHeader
        title={m.title}
        lead={m.lead}
        actions={
          <Button
            onClick={() => setCreating({ date: istanbulDate(now), time: '17:00' })}
            disabled={!canCreate}
            title={canCreate ? undefined : m.noStudents}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {m.newSession}
          </Button>
        }
      />
      {entries.isError ? (
        <div className="mb-4">
          <ErrorState message={m.loadFailed} onRetry={() => void entries.refetch()} />
        </div>
      ) : null}
      <Panel>
        <ul aria-label={m.legend} className="mb-3 flex flex-wrap gap-4 text-sm text-ink-muted">
          {(Object.keys(KIND_COLOURS) as (keyof typeof KIND_COLOURS)[]).map((kind) => (
            <li key={kind} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-3 rounded-sm"
                style={{ background: KIND_COLOURS[kind] }}
              />
              {m.kinds[kind]}
            </li>
          ))}
        </ul>
        <PortalCalendar
          label={m.label}
          testId="coach-calendar"
          events={events}
          onRangeChange={onRangeChange}
          eventStartEditable
          eventDurationEditable
          eventDrop={onChange}
          eventResize={onChange}
          eventClick={onEventClick}
          dateClick={canCreate ? onDateClick : undefined}
        />
      </Panel>
      {creating && students.data ? (
        <SessionDialog students={students.data} initial={creating} onClose={() => setCreating(null)} />
      ) : null}
      {moving ? <MoveSessionDialog entry={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
