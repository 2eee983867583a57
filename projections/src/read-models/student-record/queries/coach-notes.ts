import type { CoachNoteDto } from '@pusula/contracts';
import type { ReadDb } from '../../../db';
import { iso } from './row-values';

export async function coachNotesQuery(db: ReadDb, studentId: string): Promise<CoachNoteDto[]> {
  const rows = await db
    .selectFrom('coach_notes')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('note_id')
    .execute();
  return rows.map((r) => ({
    noteId: r.note_id,
    studentId: r.student_id,
    coachId: r.coach_id,
    content: r.content,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}
