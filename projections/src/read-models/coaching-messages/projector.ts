import type { Projector } from '../../projector';
import { projectThreadMessages, threadBatch } from '../thread-messages/projection';

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
    await projectThreadMessages(
      trx,
      { messages: 'coaching_messages', reads: 'coaching_thread_reads' },
      threadBatch(events, { sent: 'CoachingMessageSent', read: 'CoachingThreadRead' }),
    );
  },
};
