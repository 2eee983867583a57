import type { Insertable, Transaction } from 'kysely';
import type { FamilyMessagesTable } from '../family-thread-schema';
import type { Projector } from '../projector';
import type { ReadModels } from '../schema';

type Trx = Transaction<ReadModels>;
const INSERT_CHUNK = 500;

/**
 * Family threads (coach ↔ parents of one student): the messages, each reader's read mark (a log position,
 * only ever moved forward) and each coach's "parents may write" switch. Messages are inserted once by id,
 * marks move with GREATEST, the switch is set to the event's value: a replayed batch changes nothing.
 */
export const familyMessagesProjector: Projector = {
  name: 'family-messages',
  version: 1,
  handles: ['FamilyMessageSent', 'FamilyThreadRead', 'ParentMessagesPermissionSet'],
  tables: ['family_messages', 'family_thread_reads', 'family_messaging_settings'],

  async apply(trx, events) {
    const created = new Map<string, Insertable<FamilyMessagesTable>>();
    for (const event of events)
      if (event.type === 'FamilyMessageSent') {
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
        .insertInto('family_messages')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    for (const event of events) {
      if (event.type === 'FamilyThreadRead') {
        const d = event.data;
        const position =
          created.get(d.throughMessageId)?.position ?? (await positionOf(trx, d.throughMessageId));
        if (position) await moveReadMark(trx, d.studentId, d.readerId, position, d.readAt);
      } else if (event.type === 'ParentMessagesPermissionSet') {
        const d = event.data;
        await trx
          .insertInto('family_messaging_settings')
          .values({ coach_id: d.coachId, allow_parent_messages: d.allowParentMessages, updated_at: d.at })
          .onConflict((oc) =>
            oc
              .column('coach_id')
              .doUpdateSet({ allow_parent_messages: d.allowParentMessages, updated_at: d.at }),
          )
          .execute();
      }
    }
  },
};

async function positionOf(trx: Trx, messageId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('family_messages')
    .select('position')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.position;
}

async function moveReadMark(trx: Trx, studentId: string, readerId: string, position: string, readAt: string) {
  await trx
    .insertInto('family_thread_reads')
    .values({ student_id: studentId, reader_id: readerId, read_through_position: position, read_at: readAt })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'reader_id'])
        .doUpdateSet({ read_through_position: position, read_at: readAt })
        .where('family_thread_reads.read_through_position', '<', position),
    )
    .execute();
}
