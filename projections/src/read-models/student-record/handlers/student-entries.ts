import type { StudentEntryKind } from '@pusula/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../../schema';

type Trx = Transaction<ReadModels>;

/**
 * The student entered something in the student app: their last entry moves to it. Never moves back, so a
 * replayed batch or an older event arriving late changes nothing.
 */
export async function noteStudentEntry(
  trx: Trx,
  studentId: string,
  at: string,
  kind: StudentEntryKind,
): Promise<void> {
  await sql`INSERT INTO student_app_activity (student_id, last_entry_at, last_entry_kind)
    VALUES (${studentId}, ${at}, ${kind})
    ON CONFLICT (student_id) DO UPDATE SET
      last_entry_kind = CASE WHEN excluded.last_entry_at > student_app_activity.last_entry_at
        THEN excluded.last_entry_kind ELSE student_app_activity.last_entry_kind END,
      last_entry_at = greatest(student_app_activity.last_entry_at, excluded.last_entry_at)`.execute(trx);
}
