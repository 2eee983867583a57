import type { Insertable, Transaction } from 'kysely';
import type { ProjectedEvent } from '../../projector';
import type { ReadModels } from '../../schema';
import type { CoachingMessagesTable } from '../coaching-messages/tables';
import type { FamilyMessagesTable } from '../family-messages/tables';

type Trx = Transaction<ReadModels>;
const INSERT_CHUNK = 500;

/** Where a thread's messages and read marks live (coaching thread or family thread). */
export interface ThreadProjectionTables {
  messages: 'coaching_messages' | 'family_messages';
  reads: 'coaching_thread_reads' | 'family_thread_reads';
}

export type ThreadMessageRow = Insertable<CoachingMessagesTable> | Insertable<FamilyMessagesTable>;

export interface ThreadReadMark {
  studentId: string;
  readerId: string;
  throughMessageId: string;
  readAt: string;
}

/** The two events a thread's projector reads: a message sent and a read mark. */
export interface ThreadEventTypes {
  sent: 'CoachingMessageSent' | 'FamilyMessageSent';
  read: 'CoachingThreadRead' | 'FamilyThreadRead';
}

/** A batch's new messages (by id, as rows) and read marks, in log order. */
export function threadBatch(events: readonly ProjectedEvent[], types: ThreadEventTypes) {
  const created = new Map<string, ThreadMessageRow>();
  const readMarks: ThreadReadMark[] = [];
  for (const event of events) {
    if (event.type === 'CoachingMessageSent' || event.type === 'FamilyMessageSent') {
      if (event.type !== types.sent) continue;
      const d = event.data;
      created.set(d.messageId, {
        id: d.messageId,
        student_id: d.studentId,
        coach_id: d.coachId,
        sender_type: d.senderType,
        sender_id: d.senderId,
        content: d.content,
        created_at: d.sentAt,
        position: event.position,
      } as ThreadMessageRow);
    } else if (event.type === 'CoachingThreadRead' || event.type === 'FamilyThreadRead') {
      if (event.type === types.read) readMarks.push(event.data);
    }
  }
  return { created, readMarks };
}

/**
 * Both threads' tables have the same columns (only the sender types differ), so the query builder is typed
 * with the coaching thread's tables: a union of table names would give a union of builders that cannot be
 * called.
 */
const messagesTable = (t: ThreadProjectionTables) => t.messages as 'coaching_messages';
const readsTable = (t: ThreadProjectionTables) => t.reads as 'coaching_thread_reads';

/**
 * What the coaching and family thread projectors share: a batch's messages are inserted once by id, then
 * each read mark moves to its message's log position (only ever forward), so a replayed batch changes
 * nothing. A mark may name a message of the same batch, hence `created`.
 */
export async function projectThreadMessages(
  trx: Trx,
  t: ThreadProjectionTables,
  { created, readMarks }: ReturnType<typeof threadBatch>,
) {
  const rows = [...created.values()] as Insertable<CoachingMessagesTable>[];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await trx
      .insertInto(messagesTable(t))
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  for (const d of readMarks) {
    const position =
      created.get(d.throughMessageId)?.position ?? (await positionOf(trx, t, d.throughMessageId));
    if (position) await moveReadMark(trx, t, d, position);
  }
}

async function positionOf(trx: Trx, t: ThreadProjectionTables, messageId: string) {
  const row = await trx
    .selectFrom(messagesTable(t))
    .select('position')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.position;
}

async function moveReadMark(trx: Trx, t: ThreadProjectionTables, d: ThreadReadMark, position: string) {
  await trx
    .insertInto(readsTable(t))
    .values({
      student_id: d.studentId,
      reader_id: d.readerId,
      read_through_position: position,
      read_at: d.readAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'reader_id'])
        .doUpdateSet({ read_through_position: position, read_at: d.readAt })
        .where(`${readsTable(t)}.read_through_position`, '<', position),
    )
    .execute();
}
