import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { conversationDecider } from './conversation-decider';

const now = '2026-11-22T10:00:00.000Z';
const send = {
  messageId: 'm1',
  advisorId: 'adv1',
  participantId: 'c1',
  participantType: 'COACH' as const,
  senderType: 'ADVISOR' as const,
  senderId: 'adv1',
  recipientId: 'c1',
  content: '  Yarın görüşelim mi?  ',
  now,
};
const sent: EventOf<'MessageSent'> = {
  type: 'MessageSent',
  data: {
    messageId: 'm1',
    conversationId: 'adv1--c1',
    advisorId: 'adv1',
    participantId: 'c1',
    participantType: 'COACH',
    senderType: 'ADVISOR',
    senderId: 'adv1',
    recipientId: 'c1',
    content: 'Yarın görüşelim mi?',
    sentAt: now,
  },
};
const read: EventOf<'MessageRead'> = {
  type: 'MessageRead',
  data: { messageId: 'm1', conversationId: 'adv1--c1', readerId: 'c1', readAt: now },
};

describe('conversation decider', () => {
  it('sends a trimmed message', () => {
    given(conversationDecider).when({ type: 'SendMessage', data: send }).thenEmits([sent]);
  });

  it('refuses an empty or too long message', () => {
    given(conversationDecider)
      .when({ type: 'SendMessage', data: { ...send, content: '   ' } })
      .thenRefuses('VALIDATION', 'Mesaj boş olamaz');
    given(conversationDecider)
      .when({ type: 'SendMessage', data: { ...send, content: 'a'.repeat(5_001) } })
      .thenRefuses('VALIDATION', /en fazla 5000/);
    given(conversationDecider)
      .when({ type: 'SendMessage', data: { ...send, content: 'a'.repeat(5_000) } })
      .thenEmits([{ ...sent, data: { ...sent.data, content: 'a'.repeat(5_000) } }]);
  });

  it('refuses the same message id twice', () => {
    given(conversationDecider, [sent]).when({ type: 'SendMessage', data: send }).thenRefuses('CONFLICT');
  });

  it('lets only the recipient mark a message read, once', () => {
    const mark = (readerId: string) => ({
      type: 'MarkMessageRead' as const,
      data: { messageId: 'm1', readerId, now },
    });
    given(conversationDecider, [sent]).when(mark('c1')).thenEmits([read]);
    given(conversationDecider, [sent]).when(mark('adv1')).thenRefuses('FORBIDDEN');
    given(conversationDecider, [sent, read]).when(mark('c1')).thenEmits([]);
    given(conversationDecider).when(mark('c1')).thenRefuses('NOT_FOUND');
  });

  it('a student has no account: nobody can mark a message to a student read', () => {
    const toStudent = { ...sent, data: { ...sent.data, recipientId: null } };
    given(conversationDecider, [toStudent])
      .when({ type: 'MarkMessageRead', data: { messageId: 'm1', readerId: 'adv1', now } })
      .thenRefuses('FORBIDDEN');
  });
});
