import { type EventOf, FAMILY_THREAD_TEXTS, type FamilySenderType } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import {
  checkedNewMessage,
  emptyThreadMarks,
  readsSomethingNew,
  recordThreadMessage,
  recordThreadRead,
  type ThreadMarks,
} from './thread-read-marks';

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

export type StudentThreadState = ThreadMarks<FamilySenderType>;

/** One stream per student: the student's coach and the parents linked to the student. */
export const familyThreadStreamId = (studentId: string) => `student-thread-${studentId}`;

export const studentThreadDecider: Decider<StudentThreadCommand, StudentThreadEvent, StudentThreadState> = {
  initialState: () => emptyThreadMarks(),

  decide(command, state) {
    switch (command.type) {
      case 'SendFamilyMessage': {
        const d = command.data;
        // The coach decides whether parents may write; the coach may always write to the family.
        if (d.senderType === 'PARENT' && !d.parentMessagesAllowed)
          throw new DomainError('FORBIDDEN', FAMILY_THREAD_TEXTS.parentMessagesNotAllowed);
        const content = checkedNewMessage(state, d.messageId, d.content);
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
        if (!readsSomethingNew(state, { id: d.readerId, side: d.readerType }, d.throughMessageId)) return [];
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
    if (event.type === 'FamilyMessageSent')
      return recordThreadMessage(state, event.data.messageId, event.data.senderType);
    return recordThreadRead(state, event.data.readerId, event.data.throughMessageId);
  },
};
