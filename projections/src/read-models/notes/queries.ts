import type { AdvisorNoteDto, NoteSent } from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../db';
import type { NotesTable } from './tables';

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

/**
 * The note a NoteSent creates, exactly as the notes read model shows it once projected: the command that
 * sent it answers from the event instead of reading the row back (notes.rest.test compares the two).
 */
export function sentNoteDto(sent: NoteSent['data']): AdvisorNoteDto {
  return {
    id: sent.noteId,
    advisorId: sent.advisorId,
    coachId: sent.coachId,
    studentId: sent.studentId,
    content: sent.content,
    priority: sent.priority,
    pageContext: sent.pageContext,
    isRead: false,
    readAt: null,
    coachReply: null,
    repliedAt: null,
    createdAt: new Date(sent.sentAt).toISOString(),
  };
}

export async function noteByIdQuery(db: ReadDb, noteId: string): Promise<AdvisorNoteDto | null> {
  const row = await db.selectFrom('notes').selectAll().where('id', '=', noteId).executeTakeFirst();
  return row ? toNoteDto(row) : null;
}
