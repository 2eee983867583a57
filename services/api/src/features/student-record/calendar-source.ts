import { coachSessionsInRangeQuery } from '@pusula/projections';
import type { CalendarSource } from '../calendar/calendar-service';

/** Coaching sessions in the coach's calendar (kind SESSION); cancelled sessions are left out. */
export const coachingSessionCalendarSource: CalendarSource = async (deps, coachId, start, end) => {
  const sessions = await coachSessionsInRangeQuery(deps.storage.db, coachId, start, end);
  return sessions.map((s) => ({
    id: s.sessionId,
    kind: 'SESSION' as const,
    title: `${s.title}: ${s.studentName}`,
    start: s.startAt,
    end: s.endAt,
    studentId: s.studentId,
  }));
};
