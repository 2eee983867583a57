import type { ReadDb } from '../../../db';

/**
 * Each student's latest sign of study (progress, homework done, deneme, session held) or assignment, from
 * the inactivity timer the projector keeps; students without one are absent.
 */
export async function lastActivityByStudentQuery(
  db: ReadDb,
  studentIds: readonly string[],
): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attention_timers')
    .select(['student_id', 'data'])
    .where('reason', '=', 'NO_ACTIVITY')
    .where('student_id', 'in', studentIds)
    .execute();
  const latest = new Map<string, string>();
  for (const r of rows) {
    const at = (r.data as { lastActivityAt?: string } | null)?.lastActivityAt;
    if (at) latest.set(r.student_id, new Date(at).toISOString());
  }
  return latest;
}
