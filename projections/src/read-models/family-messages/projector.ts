import type { Projector } from '../../projector';
import {
  projectThreadMessages,
  type ThreadMessageRow,
  type ThreadReadMark,
} from '../thread-messages/projection';

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
    const created = new Map<string, ThreadMessageRow>();
    const readMarks: ThreadReadMark[] = [];
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
      } else if (event.type === 'FamilyThreadRead') readMarks.push(event.data);
    await projectThreadMessages(
      trx,
      { messages: 'family_messages', reads: 'family_thread_reads' },
      created,
      readMarks,
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
