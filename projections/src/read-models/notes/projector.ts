import { foldForSearch, NOTE_PRIORITY_RANK } from '@pusula/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { ProjectedEvent, Projector } from '../../projector';
import type { ReadModels } from '../../schema';
import { type ColumnTypes, insertJsonRows } from '../json-rows';
import type { NotesTable } from './tables';

type NoteChange =
  | { kind: 'read'; noteId: string; version: bigint; readAt: string }
  | { kind: 'replied'; noteId: string; version: bigint; reply: string; repliedAt: string };

const NOTE_COLUMNS: ColumnTypes = {
  id: 'text',
  advisor_id: 'text',
  coach_id: 'text',
  student_id: 'text',
  content: 'text',
  priority: 'text',
  priority_rank: 'smallint',
  page_context: 'text',
  is_read: 'boolean',
  read_at: 'timestamptz',
  coach_reply: 'text',
  replied_at: 'timestamptz',
  created_at: 'timestamptz',
  search_text: 'text',
  stream_version: 'bigint',
};

/**
 * The `notes` read model. A batch is folded in memory first: notes created in the batch are inserted once
 * in their final state (multi-row inserts), and only changes to older notes become updates. Every write is
 * guarded by the note stream's version, so a replayed batch changes nothing.
 */
export const notesProjector: Projector = {
  name: 'notes',
  version: 1,
  handles: ['NoteSent', 'NoteRead', 'NoteReplied'],
  tables: ['notes'],
  indexesAfterRebuild: ['notes_coach_order', 'notes_coach_student', 'notes_advisor'],

  async apply(trx, events) {
    const created = new Map<string, Insertable<NotesTable>>();
    const changes: NoteChange[] = [];
    for (const event of events) applyToBatch(event, created, changes);

    // Folded once per new note, in its final state (a replay sends and replies in the same batch).
    const rows = [...created.values()];
    for (const row of rows)
      row.search_text = foldForSearch(
        row.coach_reply != null ? `${row.content} ${row.coach_reply}` : row.content,
      );
    // One statement for the batch's new notes (see insertJsonRows).
    await insertJsonRows(trx, 'notes', NOTE_COLUMNS, rows, 'ON CONFLICT (id) DO NOTHING');
    for (const change of changes) await applyChange(trx, change);
  },
};

function applyToBatch(
  event: ProjectedEvent,
  created: Map<string, Insertable<NotesTable>>,
  changes: NoteChange[],
) {
  switch (event.type) {
    case 'NoteSent': {
      const d = event.data;
      created.set(d.noteId, {
        id: d.noteId,
        advisor_id: d.advisorId,
        coach_id: d.coachId,
        student_id: d.studentId,
        content: d.content,
        priority: d.priority,
        priority_rank: NOTE_PRIORITY_RANK[d.priority],
        page_context: d.pageContext,
        is_read: false,
        read_at: null,
        coach_reply: null,
        replied_at: null,
        created_at: d.sentAt,
        search_text: '', // set once the batch is folded (apply)
        stream_version: event.version.toString(), // JSON has no bigint
      });
      return;
    }
    case 'NoteRead': {
      const row = created.get(event.data.noteId);
      if (row)
        Object.assign(row, {
          is_read: true,
          read_at: event.data.readAt,
          stream_version: event.version.toString(),
        });
      else
        changes.push({
          kind: 'read',
          noteId: event.data.noteId,
          version: event.version,
          readAt: event.data.readAt,
        });
      return;
    }
    case 'NoteReplied': {
      const d = event.data;
      const row = created.get(d.noteId);
      if (row) {
        Object.assign(row, {
          is_read: true,
          read_at: row.read_at ?? d.repliedAt,
          coach_reply: d.reply,
          replied_at: d.repliedAt,
          stream_version: event.version.toString(),
        });
      } else {
        changes.push({
          kind: 'replied',
          noteId: d.noteId,
          version: event.version,
          reply: d.reply,
          repliedAt: d.repliedAt,
        });
      }
      return;
    }
    default:
      return;
  }
}

async function applyChange(trx: Transaction<ReadModels>, change: NoteChange) {
  const guarded = trx
    .updateTable('notes')
    .where('id', '=', change.noteId)
    .where('stream_version', '<', change.version.toString());
  if (change.kind === 'read') {
    await guarded.set({ is_read: true, read_at: change.readAt, stream_version: change.version }).execute();
    return;
  }
  const note = await trx
    .selectFrom('notes')
    .select(['content', 'read_at'])
    .where('id', '=', change.noteId)
    .executeTakeFirst();
  await guarded
    .set({
      is_read: true,
      read_at: note?.read_at ?? change.repliedAt,
      coach_reply: change.reply,
      replied_at: change.repliedAt,
      search_text: foldForSearch(`${note?.content ?? ''} ${change.reply}`),
      stream_version: change.version,
    })
    .execute();
}
