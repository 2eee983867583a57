import type { Projector } from '../../projector';
import { projectThreadMessages, threadBatch } from '../thread-messages/projection';

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
    await projectThreadMessages(
      trx,
      { messages: 'family_messages', reads: 'family_thread_reads' },
      threadBatch(events, { sent: 'FamilyMessageSent', read: 'FamilyThreadRead' }),
    );
    for (const event of events) {
      if (event.type !== 'ParentMessagesPermissionSet') continue;
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
  },
};
