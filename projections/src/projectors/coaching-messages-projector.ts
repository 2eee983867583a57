import type { Insertable, Transaction } from 'kysely';
import type { CoachingMessagesTable } from '../coaching-thread-schema';
import type { Projector } from '../projector';
import type { ReadModels } from '../schema';

type Trx = Transaction<ReadModels>;
const INSERT_CHUNK = 500;

/**
 * Coaching threads (a student's account ↔ the student's coach): the messages and each reader's read mark
 * (a log position, only ever moved forward). Messages are inserted once by id and marks move with a
 * guarded upsert, so a replayed batch changes nothing.
 */
export const coachingMessagesProjector: Projector = {
  name: 'coaching-messages',
  version: 1,
  handles: ['CoachingMessageSent', 'CoachingThreadRead'],
  tables: ['coaching_messages', 'coaching_thread_reads'],

  async apply(trx, events) {
    const created = new Map<string, Insertable<CoachingMessagesTable>>();
    for (const event of events)
      if (event.type === 'CoachingMessageSent') {
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
        });
      }
    const rows = [...created.values()];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await trx
        .insertInto('coaching_messages')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    for (const event of events) {
      if (event.type !== 'CoachingThreadRead') continue;
      const d = event.data;
      const position =
        created.get(d.throughMessageId)?.position ?? (await positionOf(trx, d.throughMessageId));
      if (position) await moveReadMark(trx, d.studentId, d.readerId, position, d.readAt);
    }
  },
};

async function positionOf(trx: Trx, messageId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('coaching_messages')
    .select('position')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.position;
}

async function moveReadMark(trx: Trx, studentId: string, readerId: string, position: string, readAt: string) {
  await trx
    .insertInto('coaching_thread_reads')
    .values({ student_id: studentId, reader_id: readerId, read_through_position: position, read_at: readAt })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'reader_id'])
        .doUpdateSet({ read_through_position: position, read_at: readAt })
        .where('coaching_thread_reads.read_through_position', '<', position),
    )
    .execute();
}
