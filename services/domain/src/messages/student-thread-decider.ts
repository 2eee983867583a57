import { type EventOf, FAMILY_THREAD_TEXTS, type FamilySenderType, messageContent } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { parseOrRefuse } from '../validation';

type StudentThreadEvent = EventOf<'FamilyMessageSent' | 'FamilyThreadRead'>;

export type StudentThreadCommand =
  | {
      type: 'SendFamilyMessage';
      data: {
        messageId: string;
        studentId: string;
        /** The student's current coach (the side of the thread a parent writes to; notified of parents' messages). */
        coachId: string;
        senderType: FamilySenderType;
        senderId: string;
        content: string;
        /** The parents linked to the student now: told of the message (all but its sender). */
        parentIds: string[];
        /** The coach's switch as the service read it from the coach's `family-messaging` stream. */
        parentMessagesAllowed: boolean;
        now: string;
      };
    }
  | {
      type: 'MarkFamilyThreadRead';
      data: {
        studentId: string;
        readerId: string;
        readerType: FamilySenderType;
        /** The newest message the reader was shown. */
        throughMessageId: string;
        now: string;
      };
    };

export interface StudentThreadState {
  /** Message ids in stream order, with which side wrote them. */
  order: { id: string; senderType: FamilySenderType }[];
  indexOf: Map<string, number>;
  /** readerId → index of the newest message they have read. */
  readThrough: Map<string, number>;
}

/** One stream per student: the student's coach and the parents linked to the student. */
export const familyThreadStreamId = (studentId: string) => `student-thread-${studentId}`;

export const STUDENT_THREAD_MESSAGES = {
  duplicate: 'Bu mesaj zaten gönderildi',
  notFound: 'Mesaj bulunamadı',
} as const;

export const studentThreadDecider: Decider<StudentThreadCommand, StudentThreadEvent, StudentThreadState> = {
  initialState: () => ({ order: [], indexOf: new Map(), readThrough: new Map() }),

  decide(command, state) {
    switch (command.type) {
      case 'SendFamilyMessage': {
        const d = command.data;
        if (state.indexOf.has(d.messageId))
          throw new DomainError('CONFLICT', STUDENT_THREAD_MESSAGES.duplicate);
        // The coach decides whether parents may write; the coach may always write to the family.
        if (d.senderType === 'PARENT' && !d.parentMessagesAllowed)
          throw new DomainError('FORBIDDEN', FAMILY_THREAD_TEXTS.parentMessagesNotAllowed);
        const content = parseOrRefuse(messageContent, d.content);
        return [
          {
            type: 'FamilyMessageSent',
            data: {
              messageId: d.messageId,
              studentId: d.studentId,
              coachId: d.coachId,
              senderType: d.senderType,
              senderId: d.senderId,
              content,
              parentIds: d.parentIds,
              sentAt: d.now,
            },
          },
        ];
      }
      case 'MarkFamilyThreadRead': {
        const d = command.data;
        const through = state.indexOf.get(d.throughMessageId);
        if (through === undefined) throw new DomainError('NOT_FOUND', STUDENT_THREAD_MESSAGES.notFound);
        const from = (state.readThrough.get(d.readerId) ?? -1) + 1;
        // Only the other side's messages can be unread: reading one's own words records nothing.
        const unseen = state.order.slice(from, through + 1).some((m) => m.senderType !== d.readerType);
        if (!unseen) return [];
        return [
          {
            type: 'FamilyThreadRead',
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
    if (event.type === 'FamilyMessageSent') {
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
