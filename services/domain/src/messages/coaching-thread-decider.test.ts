import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { coachingThreadDecider } from './coaching-thread-decider';

const now = '2026-11-26T10:00:00.000Z';
const fromStudent = {
  messageId: 'm1',
  studentId: 's1',
  coachId: 'c1',
  senderType: 'STUDENT' as const,
  senderId: 'a1',
  content: '  Hocam türev sorularında takıldım, İğdır denemesindeki 12. soru.  ',
  now,
};
const studentSent: EventOf<'CoachingMessageSent'> = {
  type: 'CoachingMessageSent',
  data: {
    messageId: 'm1',
    studentId: 's1',
    coachId: 'c1',
    senderType: 'STUDENT',
    senderId: 'a1',
    content: 'Hocam türev sorularında takıldım, İğdır denemesindeki 12. soru.',
    sentAt: now,
  },
};
const coachSent: EventOf<'CoachingMessageSent'> = {
  type: 'CoachingMessageSent',
  data: {
    ...studentSent.data,
    messageId: 'm2',
    senderType: 'COACH',
    senderId: 'c1',
    content: 'Yarın bakalım',
  },
};
const markRead = (readerId: string, readerType: 'COACH' | 'STUDENT', throughMessageId: string) => ({
  type: 'MarkCoachingThreadRead' as const,
  data: { studentId: 's1', readerId, readerType, throughMessageId, now },
});
const readEvent = (
  readerId: string,
  readerType: 'COACH' | 'STUDENT',
  throughMessageId: string,
): EventOf<'CoachingThreadRead'> => ({
  type: 'CoachingThreadRead',
  data: { studentId: 's1', readerId, readerType, throughMessageId, readAt: now },
});

describe('coaching thread decider', () => {
  it('the student writes to their coach, trimmed, Turkish letters kept', () => {
    given(coachingThreadDecider)
      .when({ type: 'SendCoachingMessage', data: fromStudent })
      .thenEmits([studentSent]);
  });

  it('the coach answers in the same thread', () => {
    given(coachingThreadDecider, [studentSent])
      .when({
        type: 'SendCoachingMessage',
        data: {
          ...fromStudent,
          messageId: 'm2',
          senderType: 'COACH',
          senderId: 'c1',
          content: 'Yarın bakalım',
        },
      })
      .thenEmits([coachSent]);
  });

  it('refuses empty, too long and repeated messages', () => {
    given(coachingThreadDecider)
      .when({ type: 'SendCoachingMessage', data: { ...fromStudent, content: ' \n ' } })
      .thenRefuses('VALIDATION', 'Mesaj boş olamaz');
    given(coachingThreadDecider)
      .when({ type: 'SendCoachingMessage', data: { ...fromStudent, content: 'ş'.repeat(5_001) } })
      .thenRefuses('VALIDATION', /en fazla 5000/);
    given(coachingThreadDecider, [studentSent])
      .when({ type: 'SendCoachingMessage', data: fromStudent })
      .thenRefuses('CONFLICT');
  });

  it('marks the other side’s messages read up to the one shown, once', () => {
    given(coachingThreadDecider, [studentSent, coachSent])
      .when(markRead('c1', 'COACH', 'm2'))
      .thenEmits([readEvent('c1', 'COACH', 'm2')]);
    given(coachingThreadDecider, [studentSent, coachSent, readEvent('c1', 'COACH', 'm2')])
      .when(markRead('c1', 'COACH', 'm2'))
      .thenEmits([]);
    given(coachingThreadDecider, [studentSent, coachSent])
      .when(markRead('a1', 'STUDENT', 'm2'))
      .thenEmits([readEvent('a1', 'STUDENT', 'm2')]);
    // A new coach has their own mark: the messages the old coach read are still unread for them.
    given(coachingThreadDecider, [studentSent, readEvent('c1', 'COACH', 'm1')])
      .when(markRead('c2', 'COACH', 'm1'))
      .thenEmits([readEvent('c2', 'COACH', 'm1')]);
  });

  it('reading only one’s own messages records nothing; an unknown message is refused', () => {
    given(coachingThreadDecider, [studentSent])
      .when(markRead('a1', 'STUDENT', 'm1'))
      .thenEmits([]);
    given(coachingThreadDecider, [studentSent])
      .when(markRead('a1', 'STUDENT', 'yok'))
      .thenRefuses('NOT_FOUND');
  });
});
