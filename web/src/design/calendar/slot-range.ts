/** The hours a day's time grid shows when nothing falls outside them. */
export const DEFAULT_SLOT_RANGE = { min: 7, max: 23 } as const;

const HOUR_MS = 3_600_000;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/**
 * The time grid's first and last hour: the usual 07:00–23:00, widened to show every event in view (a
 * session at 23:15, or one running past midnight, is never clipped). Times are wall-clock ISO strings
 * ("YYYY-MM-DDTHH:mm:ss"), as the calendars are fed.
 */
export function slotRangeOf(events: readonly { start: string; end: string }[]): {
  slotMinTime: string;
  slotMaxTime: string;
} {
  let min: number = DEFAULT_SLOT_RANGE.min;
  let max: number = DEFAULT_SLOT_RANGE.max;
  for (const event of events) {
    const start = Date.parse(`${event.start}Z`);
    const end = Date.parse(`${event.end}Z`);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    const startHour = new Date(start).getUTCHours();
    min = Math.min(min, startHour);
    // An event ending on a later day than it starts runs to the end of the grid.
    const sameDay = event.start.slice(0, 10) === event.end.slice(0, 10);
    const endHour = sameDay
      ? Math.ceil((end - Date.parse(`${event.start.slice(0, 10)}T00:00:00Z`)) / HOUR_MS)
      : 24;
    max = Math.max(max, Math.min(24, endHour));
  }
  return { slotMinTime: hh(min), slotMaxTime: hh(max) };
}
