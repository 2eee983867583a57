import type { AdvisorNoteDto } from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../db';
import type { NotesTable } from '../schema';

export function toNoteDto(row: Selectable<NotesTable>): AdvisorNoteDto {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    advisorId: row.advisor_id,
    coachId: row.coach_id,
    studentId: row.student_id,
    content: row.content,
    priority: row.priority,
    pageContext: row.page_context,
    isRead: row.is_read,
    readAt: iso(row.read_at),
    coachReply: row.coach_reply,
    repliedAt: iso(row.replied_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function noteByIdQuery(db: ReadDb, noteId: string): Promise<AdvisorNoteDto | null> {
  const row = await db.selectFrom('notes').selectAll().where('id', '=', noteId).executeTakeFirst();
  return row ? toNoteDto(row) : null;
}
