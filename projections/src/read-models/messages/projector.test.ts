import type { DomainEvent } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { directoryProjector } from '../directory/projector';
import { minute, registered, studentCreated } from '../directory/test-events';
import { messagesProjector } from './projector';
import {
  conversationsQuery,
  listMessagesQuery,
  studentConversationQuery,
  unreadMessageCountQuery,
} from './queries';

type Side = 'ADVISOR' | 'COACH' | 'STUDENT';

/** A message between the advisor and a coach (`coach`) or a student (`s1`, whose account is `s1-account`). */
function sent(id: string, participantId: 'coach' | 's1', from: Side, at: number): DomainEvent {
  const student = participantId === 's1';
  const account = student ? 's1-account' : participantId;
  return {
    type: 'MessageSent',
    data: {
      messageId: id,
      conversationId: `adv--${participantId}`,
      advisorId: 'adv',
      participantId,
      participantType: student ? 'STUDENT' : 'COACH',
      senderType: from,
      senderId: from === 'ADVISOR' ? 'adv' : account,
      recipientId: from === 'ADVISOR' ? account : 'adv',
      content: `Mesaj ${id}`,
      sentAt: minute(at),
    },
  };
}
const read = (id: string, participantId: string, readerId: string, at: number): DomainEvent => ({
  type: 'MessageRead',
  data: { messageId: id, conversationId: `adv--${participantId}`, readerId, readAt: minute(at) },
});
const conversation = (participantId: string, ...events: DomainEvent[]) =>
  inStream(`conversation-adv--${participantId}`, ...events);

const people = [
  registered('adv', 'ADVISOR', 'Ayşe', 'Yılmaz'),
  registered('coach', 'COACH', 'Mehmet', 'Kaya'),
  studentCreated('s1', 'Elif', 'Öztürk'),
];
const page = { page: 1, limit: 20 };

describe.each(TEST_STORAGE_KINDS)('messages projector on %s', (kind) => {
  const spec = projectorSpec(kind, messagesProjector, { alongside: [directoryProjector] });

  it('shows each side its conversations, newest first, with what it has not read', () =>
    spec
      .given(
        ...people,
        conversation('coach', sent('m1', 'coach', 'ADVISOR', 1), sent('m2', 'coach', 'COACH', 2)),
        conversation('s1', sent('m3', 's1', 'ADVISOR', 3)),
      )
      .when(
        // The coach reads the advisor's first message (an earlier batch's message).
        conversation('coach', read('m1', 'coach', 'coach', 4)),
        // The advisor writes again and the coach reads it at once (one batch).
        conversation('coach', sent('m4', 'coach', 'ADVISOR', 5), read('m4', 'coach', 'coach', 6)),
        conversation('s1', sent('m5', 's1', 'STUDENT', 7)),
      )
      .then(async (db) => {
        const coach = { userId: 'coach', role: 'COACH' };
        const coachView = await listMessagesQuery(db, coach, page);
        expect(coachView.messages.map((m) => [m.id, m.senderType, m.isRead])).toEqual([
          ['m4', 'ADVISOR', true],
          ['m2', 'COACH', false],
          ['m1', 'ADVISOR', true],
        ]);
        expect(coachView.messages[2]!.readAt).toBe(minute(4));
        expect(coachView.messages[0]!.readAt).toBe(minute(6));
        expect(coachView.unreadCount).toBe(0);
        expect(await unreadMessageCountQuery(db, 'coach')).toBe(0);

        // The advisor: the student's conversation moved last, both unread for the advisor.
        const advisor = { userId: 'adv', role: 'ADVISOR' };
        const conversations = await conversationsQuery(db, advisor);
        expect(conversations.map((c) => [c.id, c.name, c.lastMessage.id, c.unreadCount])).toEqual([
          ['adv--s1', 'Elif Öztürk', 'm5', 1],
          ['adv--coach', 'Mehmet Kaya', 'm4', 1],
        ]);
        expect(await unreadMessageCountQuery(db, 'adv')).toBe(2);
        const withCoach = await listMessagesQuery(db, advisor, { ...page, conversationId: 'adv--coach' });
        expect(withCoach.total).toBe(3);

        // The student's account reads the advisor's message addressed to it, oldest first.
        const student = await studentConversationQuery(db, {
          conversationId: 'adv--s1',
          readerId: 's1-account',
          limit: 50,
        });
        expect(student.messages.map((m) => m.id)).toEqual(['m3', 'm5']);
        expect(student.unreadIds).toEqual(['m3']);
      }));

  it('keeps one row per message, read once its recipient reads it', () =>
    spec
      .given(conversation('coach', sent('m1', 'coach', 'ADVISOR', 1), sent('m2', 'coach', 'COACH', 2)))
      .when(conversation('coach', read('m1', 'coach', 'coach', 3)))
      .thenRows('messages', [
        { id: 'm1', sender_id: 'adv', recipient_id: 'coach', is_read: true, read_at: new Date(minute(3)) },
        { id: 'm2', sender_id: 'coach', recipient_id: 'adv', is_read: false, read_at: null },
      ]));
});
