import type { StudentLastEntryDto } from '@pusula/contracts';
import type { ReadDb } from '../../../db';

/** Each student's own last entry in the student app (students who entered nothing are absent). */
export async function studentLastEntriesQuery(
  db: ReadDb,
  studentIds: readonly string[],
): Promise<Map<string, StudentLastEntryDto>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('student_app_activity')
    .selectAll()
    .where('student_id', 'in', studentIds)
    .execute();
  return new Map(
    rows.map((r) => [r.student_id, { at: new Date(r.last_entry_at).toISOString(), kind: r.last_entry_kind }]),
  );
}
