import { type CoachingSenderType, type EventOf, messageContent } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { parseOrRefuse } from '../validation';

type CoachingThreadEvent = EventOf<'CoachingMessageSent' | 'CoachingThreadRead'>;

export type CoachingThreadCommand =
  | {
      type: 'SendCoachingMessage';
      data: {
        messageId: string;
        studentId: string;
        /** The student's current coach, as the service read it: the coach side of the thread now. */
        coachId: string;
        senderType: CoachingSenderType;
        senderId: string;
        content: string;
        now: string;
      };
    }
  | {
      type: 'MarkCoachingThreadRead';
      data: {
        studentId: string;
        readerId: string;
        readerType: CoachingSenderType;
        /** The newest message the reader was shown. */
        throughMessageId: string;
        now: string;
      };
    };

export interface CoachingThreadState {
  /** Message ids in stream order, with which side wrote them. */
  order: { id: string; senderType: CoachingSenderType }[];
  indexOf: Map<string, number>;
  /** readerId → index of the newest message they have read. */
  readThrough: Map<string, number>;
}

/** One stream per student: the student's account and the student's coach of the day. */
export const coachingThreadStreamId = (studentId: string) => `coaching-thread-${studentId}`;

export const COACHING_THREAD_MESSAGES = {
  duplicate: 'Bu mesaj zaten gönderildi',
  notFound: 'Mesaj bulunamadı',
} as const;

export const coachingThreadDecider: Decider<CoachingThreadCommand, CoachingThreadEvent, CoachingThreadState> =
  {
    initialState: () => ({ order: [], indexOf: new Map(), readThrough: new Map() }),

    decide(command, state) {
      switch (command.type) {
        case 'SendCoachingMessage': {
          const d = command.data;
          if (state.indexOf.has(d.messageId))
            throw new DomainError('CONFLICT', COACHING_THREAD_MESSAGES.duplicate);
          const content = parseOrRefuse(messageContent, d.content);
          return [
            {
              type: 'CoachingMessageSent',
              data: {
                messageId: d.messageId,
                studentId: d.studentId,
                coachId: d.coachId,
                senderType: d.senderType,
                senderId: d.senderId,
                content,
                sentAt: d.now,
              },
            },
          ];
        }
        case 'MarkCoachingThreadRead': {
          const d = command.data;
          const through = state.indexOf.get(d.throughMessageId);
          if (through === undefined) throw new DomainError('NOT_FOUND', COACHING_THREAD_MESSAGES.notFound);
          const from = (state.readThrough.get(d.readerId) ?? -1) + 1;
          // Only the other side's messages can be unread: reading one's own words records nothing.
          const unseen = state.order.slice(from, through + 1).some((m) => m.senderType !== d.readerType);
          if (!unseen) return [];
          return [
            {
              type: 'CoachingThreadRead',
              data: {
                studentId: d.studentId,
                readerId: d.readerId,
                readerType: d.readerType,
                throughMessageId: d.throughMessageId,
                readAt: d.now,
              },
            },
          ];
        }
      }
    },

    // A thread can grow long: the state is fresh per fold and never shared, so it is updated in place.
    evolve(state, event) {
      if (event.type === 'CoachingMessageSent') {
        state.indexOf.set(event.data.messageId, state.order.length);
        state.order.push({ id: event.data.messageId, senderType: event.data.senderType });
        return state;
      }
      const index = state.indexOf.get(event.data.throughMessageId);
      if (index !== undefined && index > (state.readThrough.get(event.data.readerId) ?? -1))
        state.readThrough.set(event.data.readerId, index);
      return state;
    },
  };
