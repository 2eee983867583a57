import type { CoachingSenderType, EventOf } from '@pusula/contracts';
import type { Decider } from '../decider';
import {
  checkedNewMessage,
  emptyThreadMarks,
  readsSomethingNew,
  recordThreadMessage,
  recordThreadRead,
  type ThreadMarks,
} from './thread-read-marks';

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

export type CoachingThreadState = ThreadMarks<CoachingSenderType>;

/** One stream per student: the student's account and the student's coach of the day. */
export const coachingThreadStreamId = (studentId: string) => `coaching-thread-${studentId}`;

export const coachingThreadDecider: Decider<CoachingThreadCommand, CoachingThreadEvent, CoachingThreadState> =
  {
    initialState: () => emptyThreadMarks(),

    decide(command, state) {
      switch (command.type) {
        case 'SendCoachingMessage': {
          const d = command.data;
          const content = checkedNewMessage(state, d.messageId, d.content);
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
          if (!readsSomethingNew(state, { id: d.readerId, side: d.readerType }, d.throughMessageId))
            return [];
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
      if (event.type === 'CoachingMessageSent')
        return recordThreadMessage(state, event.data.messageId, event.data.senderType);
      return recordThreadRead(state, event.data.readerId, event.data.throughMessageId);
    },
  };
