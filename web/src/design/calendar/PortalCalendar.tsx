import type { CalendarOptions, DatesSetArg, EventInput } from '@fullcalendar/core';
import trLocale from '@fullcalendar/core/locales/tr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type CSSProperties, useMemo, useState } from 'react';
import { slotRangeOf } from './slot-range';
import { calendarTexts as t } from './texts';
import { useNarrowScreen } from './use-narrow-screen';
import { toWall, wallDay } from './wall-time';

/** FullCalendar's own CSS variables mapped onto the design tokens, so it follows light and dark. */
const THEME = {
  '--fc-border-color': 'var(--pu-line)',
  '--fc-page-bg-color': 'var(--pu-surface)',
  '--fc-neutral-bg-color': 'var(--pu-surface-muted)',
  '--fc-neutral-text-color': 'var(--pu-ink-muted)',
  '--fc-list-event-hover-bg-color': 'var(--pu-surface-muted)',
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

/** Wall-clock events: `start`/`end` are Istanbul times as "YYYY-MM-DDTHH:mm:ss" (see wall-time.ts). */
export type WallEventInput = EventInput & { start: string; end: string };

/** What the portal pages may set; the rest (views, time zone, theme, texts) is the same everywhere. */
type PassedOptions = Pick<
  CalendarOptions,
  'eventClick' | 'eventDrop' | 'eventResize' | 'dateClick' | 'eventStartEditable' | 'eventDurationEditable'
>;

/**
 * The portals' calendar: Istanbul time whatever the browser's zone, week and month on a wide screen,
 * a list of the week or one day on a phone, the grid widened to every event in view, and the shown days
 * reported as Istanbul dates (`lastDay` inclusive) so the page can fetch them.
 */
export function PortalCalendar({
  events,
  onRangeChange,
  label,
  testId,
  ...options
}: PassedOptions & {
  events: readonly WallEventInput[];
  onRangeChange: (range: { firstDay: string; lastDay: string }) => void;
  /** The calendar's accessible name. */
  label: string;
  testId?: string;
}) {
  const narrow = useNarrowScreen();
  const range = useMemo(() => slotRangeOf(events), [events]);
  const [title, setTitle] = useState('');
  const onDatesSet = (arg: DatesSetArg) => {
    setTitle(arg.view.title);
    onRangeChange({ firstDay: wallDay(arg.start), lastDay: wallDay(new Date(arg.end.getTime() - 1)) });
  };
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className="portal-calendar text-sm text-ink [&_.fc-button]:text-sm [&_.fc-button-active]:!text-brand [&_.fc-toolbar-title]:text-lg [&_.fc-toolbar-title]:font-semibold [&_.fc-toolbar.fc-header-toolbar]:flex-wrap [&_.fc-toolbar.fc-header-toolbar]:gap-2"
      style={THEME}
    >
      {/* On a phone the title gets a line of its own above the buttons. */}
      {narrow ? <p className="mb-2 text-base font-semibold">{title}</p> : null}
      <FullCalendar
        // A new key when the screen class changes: FullCalendar keeps its first view otherwise.
        key={narrow ? 'narrow' : 'wide'}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locale={trLocale}
        timeZone="UTC"
        now={toWall(new Date())}
        firstDay={1}
        initialView={narrow ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={
          narrow
            ? { left: 'prev,next today', center: '', right: 'listWeek,timeGridDay' }
            : { left: 'prev,next today', center: 'title', right: 'timeGridWeek,dayGridMonth' }
        }
        // Text buttons: FullCalendar's arrow icons come from a data: font that the CSP (font-src 'self') blocks.
        buttonIcons={false}
        buttonText={{
          today: t.today,
          week: t.week,
          month: t.month,
          day: t.day,
          list: t.list,
          prev: t.previous,
          next: t.next,
        }}
        // FullCalendar's Turkish locale has no hints: without these, tooltips and labels would be English.
        buttonHints={{ prev: t.previousHint, next: t.nextHint, today: t.today }}
        viewHint={t.viewHint}
        navLinkHint={t.navLinkHint}
        moreLinkHint={(n: number) => t.more(n)}
        closeHint={t.close}
        timeHint={t.time}
        eventHint={t.event}
        allDayText={t.allDay}
        noEventsText={t.noEvents}
        moreLinkText={(n) => t.more(n)}
        height="auto"
        allDaySlot={false}
        slotMinTime={range.slotMinTime}
        slotMaxTime={range.slotMaxTime}
        nowIndicator
        snapDuration="00:15:00"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEventRows={3}
        events={events as EventInput[]}
        datesSet={onDatesSet}
        {...options}
      />
    </section>
  );
}
