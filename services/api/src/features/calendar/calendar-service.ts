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

export async function coachCalendar(deps: AppDeps, coachId: string, startDate: string, endDate: string) {
  const start = new Date(startDate);
  // A bare end date means the whole of that day.
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endDate)
    ? new Date(Date.parse(endDate) + 86_400_000 - 1)
    : new Date(endDate);
  const entries = (
    await Promise.all(CALENDAR_SOURCES.map((source) => source(deps, coachId, start, end)))
  ).flat();
  entries.sort((a, b) => a.start.localeCompare(b.start));
  return { coachId, startDate: start.toISOString(), endDate: end.toISOString(), events: entries };
}
