import type { DomainEvent } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { directoryProjector } from '../directory/projector';
import { assigned, minute, registered, roster, studentCreated } from '../directory/test-events';
import { coachingMessagesProjector } from './projector';
import { coachCoachingThreadsQuery, coachingThreadQuery, lastCoachingMessageIdQuery } from './queries';

const sent = (id: string, from: 'COACH' | 'STUDENT', at: number): DomainEvent => ({
  type: 'CoachingMessageSent',
  data: {
    messageId: id,
    studentId: 's1',
    coachId: 'coach',
    senderType: from,
    senderId: from === 'COACH' ? 'coach' : 'elif',
    content: `Mesaj ${id}`,
    sentAt: minute(at),
  },
});
const readThrough = (
  readerId: string,
  readerType: 'COACH' | 'STUDENT',
  throughMessageId: string,
  at: number,
): DomainEvent => ({
  type: 'CoachingThreadRead',
  data: { studentId: 's1', readerId, readerType, throughMessageId, readAt: minute(at) },
});
const thread = (...events: DomainEvent[]) => inStream('coaching-thread-s1', ...events);

describe.each(TEST_STORAGE_KINDS)('coaching messages projector on %s', (kind) => {
  const spec = projectorSpec(kind, coachingMessagesProjector, { alongside: [directoryProjector] });

  it('shows the student and the coach the thread with what each has not read', () =>
    spec
      .given(
        registered('adv', 'ADVISOR', 'Ayşe', 'Yılmaz'),
        registered('coach', 'COACH', 'Mehmet', 'Kaya'),
        registered('elif', 'STUDENT', 'Elif', 'Öztürk', { studentId: 's1' }),
        studentCreated('s1', 'Elif', 'Öztürk'),
        roster('adv', assigned('s1', 'coach')),
        thread(sent('c1', 'COACH', 2), sent('c2', 'STUDENT', 3)),
      )
      .when(
        thread(readThrough('elif', 'STUDENT', 'c1', 4)),
        thread(sent('c3', 'STUDENT', 5), readThrough('coach', 'COACH', 'c2', 6)),
      )
      .then(async (db) => {
        const student = await coachingThreadQuery(db, {
          studentId: 's1',
          readerId: 'elif',
          readerType: 'STUDENT',
        });
        expect(student).toMatchObject({
          studentName: 'Elif Öztürk',
          coach: { id: 'coach', name: 'Mehmet Kaya' },
        });
        expect(student!.messages.map((m) => [m.id, m.senderName])).toEqual([
          ['c1', 'Mehmet Kaya'],
          ['c2', 'Elif Öztürk'],
          ['c3', 'Elif Öztürk'],
        ]);
        expect(student!.unreadCount).toBe(0);
        const coach = await coachingThreadQuery(db, {
          studentId: 's1',
          readerId: 'coach',
          readerType: 'COACH',
        });
        expect(coach!.unreadCount).toBe(1);
        expect(await coachCoachingThreadsQuery(db, 'coach')).toMatchObject([
          { studentId: 's1', studentName: 'Elif Öztürk', lastMessage: { id: 'c3' }, unreadCount: 1 },
        ]);
        expect(await lastCoachingMessageIdQuery(db, 's1')).toBe('c3');
      }));
});
