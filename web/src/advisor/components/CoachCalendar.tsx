import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import trLocale from '@fullcalendar/core/locales/tr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type CSSProperties, useCallback, useState } from 'react';
import { ErrorState } from '../../design/portal-ui/states';
import { formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import type { CalendarEntry } from '../api';
import { calendar as m } from '../texts';

export type CalendarView = 'timeGridWeek' | 'dayGridMonth';

const KIND_COLOR: Record<CalendarEntry['kind'], string> = {
  SESSION: 'var(--pu-brand)',
  CALL: 'var(--pu-success)',
  APPOINTMENT: 'var(--pu-accent)',
};

/** YYYY-MM-DD of a FullCalendar range bound in the page's local calendar (its own time zone). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** FullCalendar's own CSS variables mapped onto the design tokens (so it follows light and dark). */
const THEME = {
  '--fc-border-color': 'var(--pu-line)',
  '--fc-page-bg-color': 'var(--pu-surface)',
  '--fc-neutral-bg-color': 'var(--pu-surface-muted)',
  '--fc-today-bg-color': 'var(--pu-brand-soft)',
  '--fc-now-indicator-color': 'var(--pu-danger)',
  '--fc-button-text-color': 'var(--pu-ink)',
  '--fc-button-bg-color': 'var(--pu-surface)',
  '--fc-button-border-color': 'var(--pu-line)',
  '--fc-button-hover-bg-color': 'var(--pu-surface-muted)',
  '--fc-button-hover-border-color': 'var(--pu-line)',
  '--fc-button-active-bg-color': 'var(--pu-brand-soft)',
  '--fc-button-active-border-color': 'var(--pu-brand)',
} as CSSProperties;

export function toCalendarEvent(entry: CalendarEntry): EventInput {
  return {
    id: `${entry.kind}-${entry.id}`,
    title: `${m.kinds[entry.kind] ?? entry.kind}: ${entry.title}`,
    start: entry.start,
    end: entry.end,
    backgroundColor: KIND_COLOR[entry.kind],
    borderColor: KIND_COLOR[entry.kind],
    textColor: 'var(--pu-on-brand)',
    extendedProps: { kind: entry.kind },
  };
}

/**
 * One coach's calendar (calendar-manager, `trpc.calendar.coach`) in FullCalendar's week or month view.
 * The shown range is fetched as it changes; FullCalendar's end is exclusive, the server's end day inclusive.
 */
export function CoachCalendar({
  coachId,
  initialView = 'timeGridWeek',
  height = 'auto',
}: {
  coachId: string;
  initialView?: CalendarView;
  height?: number | 'auto';
}) {
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);

  const events = useCallback(
    (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const lastDay = new Date(info.end.getTime() - 1);
      utils.calendar.coach
        .fetch({ type: 'coach', targetId: coachId, startDate: dayOf(info.start), endDate: dayOf(lastDay) })
        .then((answer) => {
          setError(null);
          setCount(answer.events.length);
          success(answer.events.map(toCalendarEvent));
        })
        .catch((e: unknown) => {
          const err = e instanceof Error ? e : new Error(String(e));
          setError(err.message);
          failure(err);
        });
    },
    [coachId, utils],
  );

  return (
    <div
      className="space-y-3 text-ink [&_.fc-toolbar-title]:text-xl [&_.fc-toolbar-title]:font-semibold [&_.fc-button]:text-sm [&_.fc-button-active]:!text-brand"
      style={THEME}
    >
      {error ? <ErrorState detail={error} /> : null}
      <p role="status" className="text-sm text-ink-muted">
        {count === null ? '' : count === 0 ? m.empty : m.entries(formatNumber(count))}
      </p>
      <FullCalendar
        key={coachId}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locale={trLocale}
        initialView={initialView}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridWeek,dayGridMonth' }}
        // Text buttons: FullCalendar's arrow icons come from a data: font that the CSP (font-src 'self') blocks.
        buttonIcons={false}
        buttonText={{ today: m.today, week: m.week, month: m.month, prev: m.previous, next: m.next }}
        firstDay={1}
        nowIndicator
        allDaySlot={false}
        slotMinTime="07:00:00"
        slotMaxTime="23:00:00"
        height={height}
        events={events}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEventRows={3}
        moreLinkText={(n) => m.more(n)}
      />
    </div>
  );
}
