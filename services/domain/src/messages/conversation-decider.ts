import { type EventOf, type MessageSenderType, messageContent } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { parseOrRefuse } from '../validation';

type ConversationEvent = EventOf<'MessageSent' | 'MessageRead'>;

export interface ConversationRef {
  advisorId: string;
  participantId: string;
  participantType: 'COACH' | 'STUDENT';
}

export type ConversationCommand =
  | {
      type: 'SendMessage';
      data: ConversationRef & {
        messageId: string;
        senderType: MessageSenderType;
        senderId: string;
        recipientId: string | null;
        content: string;
        now: string;
      };
    }
  | { type: 'MarkMessageRead'; data: { messageId: string; readerId: string; now: string } };

export interface ConversationState {
  conversationId: string | null;
  /** messageId → who may mark it read (the recipient's account, null for a student) and whether they did. */
  messages: Map<string, { recipientId: string | null; isRead: boolean }>;
}

/** One stream per advisor and person: the advisor and the coach or student they write with. */
export const conversationId = (advisorId: string, participantId: string) => `${advisorId}--${participantId}`;
export const conversationStreamId = (id: string) => `conversation-${id}`;

export const CONVERSATION_MESSAGES = {
  notFound: 'Mesaj bulunamadı',
  notRecipient: 'Bu mesaj size gönderilmedi',
  duplicate: 'Bu mesaj zaten gönderildi',
} as const;

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState: () => ({ conversationId: null, messages: new Map() }),

  decide(command, state) {
    switch (command.type) {
      case 'SendMessage': {
        const d = command.data;
        if (state.messages.has(d.messageId))
          throw new DomainError('CONFLICT', CONVERSATION_MESSAGES.duplicate);
        const content = parseOrRefuse(messageContent, d.content);
        return [
          {
            type: 'MessageSent',
            data: {
              messageId: d.messageId,
              conversationId: conversationId(d.advisorId, d.participantId),
              advisorId: d.advisorId,
              participantId: d.participantId,
              participantType: d.participantType,
              senderType: d.senderType,
              senderId: d.senderId,
              recipientId: d.recipientId,
              content,
              sentAt: d.now,
            },
          },
        ];
      }
      case 'MarkMessageRead': {
        const { messageId, readerId, now } = command.data;
        const message = state.messages.get(messageId);
        if (!message || !state.conversationId)
          throw new DomainError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
        // A read receipt says the recipient saw it; the sender "reading" their own message means nothing.
        if (message.recipientId !== readerId)
          throw new DomainError('FORBIDDEN', CONVERSATION_MESSAGES.notRecipient);
        if (message.isRead) return [];
        return [
          {
            type: 'MessageRead',
            data: { messageId, conversationId: state.conversationId, readerId, readAt: now },
          },
        ];
      }
    }
  },

  // A conversation can hold thousands of messages: copying the map per event would make a fold
  // quadratic. The state is created fresh by initialState() for every fold and never shared, so
  // updating it in place is safe.
  evolve(state, event) {
    if (event.type === 'MessageSent') {
      state.messages.set(event.data.messageId, { recipientId: event.data.recipientId, isRead: false });
      return { conversationId: event.data.conversationId, messages: state.messages };
    }
    const message = state.messages.get(event.data.messageId);
    if (message) message.isRead = true;
    return state;
  },
};
