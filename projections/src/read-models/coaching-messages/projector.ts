import type { Projector } from '../../projector';
import {
  projectThreadMessages,
  type ThreadMessageRow,
  type ThreadReadMark,
} from '../thread-messages/projection';

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
    const created = new Map<string, ThreadMessageRow>();
    const readMarks: ThreadReadMark[] = [];
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
      } else if (event.type === 'CoachingThreadRead') readMarks.push(event.data);
    await projectThreadMessages(
      trx,
      { messages: 'coaching_messages', reads: 'coaching_thread_reads' },
      created,
      readMarks,
    );
  },
};
