import { addDays, istanbulInstant } from '@pusula/contracts';
import type { AppDeps } from '../../app-deps';
import { coachingSessionCalendarSource } from '../student-record/calendar-source';
import { videoCallCalendarSource } from '../video/video-calendar';

export interface CalendarEntryDto {
  id: string;
  kind: 'SESSION' | 'CALL' | 'APPOINTMENT';
  title: string;
  start: string;
  end: string;
  studentId: string | null;
}

/**
 * A coach's calendar in a range: coaching sessions, video calls and appointments. The sources arrive
 * with their features (sessions with the student record, calls with video); each adds a reader here.
 */
export type CalendarSource = (
  deps: AppDeps,
  coachId: string,
  start: Date,
  end: Date,
) => Promise<CalendarEntryDto[]>;

export const CALENDAR_SOURCES: CalendarSource[] = [videoCallCalendarSource, coachingSessionCalendarSource];

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Bare dates are days as the users live them, in Istanbul: the range starts at 00:00 of the first day
 * and takes the whole of the last day (a session at 01:00 on the first day is in, one at 01:00 the day
 * after the last is out).
 */
export function calendarRange(startDate: string, endDate: string): { start: Date; end: Date } {
  const start = new Date(BARE_DATE.test(startDate) ? istanbulInstant(startDate) : startDate);
  const end = BARE_DATE.test(endDate)
    ? new Date(Date.parse(istanbulInstant(addDays(endDate, 1))) - 1)
    : new Date(endDate);
  return { start, end };
}

export async function coachCalendar(deps: AppDeps, coachId: string, startDate: string, endDate: string) {
  const { start, end } = calendarRange(startDate, endDate);
  const entries = (
    await Promise.all(CALENDAR_SOURCES.map((source) => source(deps, coachId, start, end)))
  ).flat();
  entries.sort((a, b) => a.start.localeCompare(b.start));
  return { coachId, startDate: start.toISOString(), endDate: end.toISOString(), events: entries };
}
