import type { Insertable, Transaction } from 'kysely';
import type { ProjectedEvent, Projector } from '../../projector';
import type { ReadModels } from '../../schema';
import type { MessagesTable } from './tables';

const INSERT_CHUNK = 500;

/**
 * The `messages` read model: one row per message, in log order (`position`). A batch is folded first:
 * messages sent and read within it are inserted once, already read; reads of older messages are updates
 * guarded by `is_read`, so a replayed batch changes nothing.
 */
export const messagesProjector: Projector = {
  name: 'messages',
  version: 1,
  handles: ['MessageSent', 'MessageRead'],
  tables: ['messages'],

  async apply(trx, events) {
    const created = new Map<string, Insertable<MessagesTable>>();
    const reads: { id: string; readAt: string }[] = [];
    for (const event of events) fold(event, created, reads);
    const rows = [...created.values()];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await trx
        .insertInto('messages')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    for (const read of reads) await markRead(trx, read.id, read.readAt);
  },
};

function fold(
  event: ProjectedEvent,
  created: Map<string, Insertable<MessagesTable>>,
  reads: { id: string; readAt: string }[],
) {
  if (event.type === 'MessageSent') {
    const d = event.data;
    created.set(d.messageId, {
      id: d.messageId,
      conversation_id: d.conversationId,
      advisor_id: d.advisorId,
      participant_id: d.participantId,
      participant_type: d.participantType,
      sender_type: d.senderType,
      sender_id: d.senderId,
      recipient_id: d.recipientId,
      content: d.content,
      is_read: false,
      read_at: null,
      created_at: d.sentAt,
      position: event.position,
    });
  } else if (event.type === 'MessageRead') {
    const row = created.get(event.data.messageId);
    if (row) Object.assign(row, { is_read: true, read_at: event.data.readAt });
    else reads.push({ id: event.data.messageId, readAt: event.data.readAt });
  }
}

async function markRead(trx: Transaction<ReadModels>, id: string, readAt: string) {
  await trx
    .updateTable('messages')
    .set({ is_read: true, read_at: readAt })
    .where('id', '=', id)
    .where('is_read', '=', false)
    .execute();
}
