import type { CoachingSessionDto } from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../../db';
import type { CoachingSessionsTable } from '../tables';
import { iso, isoOrNull } from './row-values';

export function toSession(r: Selectable<CoachingSessionsTable>): CoachingSessionDto {
  return {
    sessionId: r.session_id,
    studentId: r.student_id,
    coachId: r.coach_id,
    title: r.title,
    agenda: r.agenda,
    status: r.status,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    report: r.report,
    reportShared: r.report_shared,
    cancelReason: r.cancel_reason,
    closedAt: isoOrNull(r.closed_at),
  };
}

/** A student's sessions, latest first. */
export async function coachingSessionsQuery(
  db: ReadDb,
  studentId: string,
  options: { status?: CoachingSessionDto['status']; limit?: number } = {},
): Promise<CoachingSessionDto[]> {
  let q = db.selectFrom('coaching_sessions').selectAll().where('student_id', '=', studentId);
  if (options.status) q = q.where('status', '=', options.status);
  const rows = await q
    .orderBy('start_at', 'desc')
    .orderBy('session_id')
    .limit(options.limit ?? 500)
    .execute();
  return rows.map(toSession);
}

/** A coach's sessions overlapping a range (calendar), with the student's name; cancelled ones left out. */
export async function coachSessionsInRangeQuery(db: ReadDb, coachId: string, start: Date, end: Date) {
  const rows = await db
    .selectFrom('coaching_sessions')
    .innerJoin('students', 'students.id', 'coaching_sessions.student_id')
    .selectAll('coaching_sessions')
    .select(['students.first_name', 'students.last_name'])
    .where('coaching_sessions.coach_id', '=', coachId)
    .where('coaching_sessions.status', '!=', 'CANCELLED')
    .where('coaching_sessions.start_at', '<=', end)
    .where('coaching_sessions.end_at', '>=', start)
    .orderBy('coaching_sessions.start_at')
    .execute();
  return rows.map((r) => ({ ...toSession(r), studentName: `${r.first_name} ${r.last_name}` }));
}

export async function coachingSessionQuery(
  db: ReadDb,
  sessionId: string,
): Promise<CoachingSessionDto | null> {
  const r = await db
    .selectFrom('coaching_sessions')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return r ? toSession(r) : null;
}
