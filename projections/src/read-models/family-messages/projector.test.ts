import type { DomainEvent } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { directoryProjector } from '../directory/projector';
import { assigned, minute, registered, roster, studentCreated } from '../directory/test-events';
import { familyMessagesProjector } from './projector';
import {
  allowsParentMessagesQuery,
  coachFamilyThreadsQuery,
  familyThreadQuery,
  lastFamilyMessageIdQuery,
  parentFamilyUnreadQuery,
} from './queries';

const sent = (id: string, studentId: string, from: 'COACH' | 'PARENT', at: number): DomainEvent => ({
  type: 'FamilyMessageSent',
  data: {
    messageId: id,
    studentId,
    coachId: 'coach',
    senderType: from,
    senderId: from === 'COACH' ? 'coach' : 'parent',
    content: `Mesaj ${id}`,
    parentIds: ['parent'],
    sentAt: minute(at),
  },
});
const readThrough = (
  studentId: string,
  readerId: string,
  readerType: 'COACH' | 'PARENT',
  throughMessageId: string,
  at: number,
): DomainEvent => ({
  type: 'FamilyThreadRead',
  data: { studentId, readerId, readerType, throughMessageId, readAt: minute(at) },
});
const allowParents = (allowParentMessages: boolean, at: number) =>
  inStream('family-messaging-coach', {
    type: 'ParentMessagesPermissionSet',
    data: { coachId: 'coach', allowParentMessages, at: minute(at) },
  });
const thread = (studentId: string, ...events: DomainEvent[]) =>
  inStream(`student-thread-${studentId}`, ...events);

/** Elif (s1) and Can (s2), both Mehmet Kaya's students; Fatma Öztürk is their parent. */
const family = [
  registered('adv', 'ADVISOR', 'Ayşe', 'Yılmaz'),
  registered('coach', 'COACH', 'Mehmet', 'Kaya'),
  registered('parent', 'PARENT', 'Fatma', 'Öztürk'),
  studentCreated('s1', 'Elif', 'Öztürk'),
  studentCreated('s2', 'Can', 'Öztürk'),
  roster('adv', assigned('s1', 'coach'), assigned('s2', 'coach')),
  inStream('account-parent', {
    type: 'ParentLinked',
    data: { parentId: 'parent', studentId: 's1', at: minute(1) },
  }),
  inStream('account-parent', {
    type: 'ParentLinked',
    data: { parentId: 'parent', studentId: 's2', at: minute(1) },
  }),
];

describe.each(TEST_STORAGE_KINDS)('family messages projector on %s', (kind) => {
  const spec = projectorSpec(kind, familyMessagesProjector, { alongside: [directoryProjector] });

  it('shows the coach and the parent each thread with what they have not read, and the coach’s switch', () =>
    spec
      .given(
        ...family,
        allowParents(true, 2),
        thread('s1', sent('f1', 's1', 'COACH', 3), sent('f2', 's1', 'PARENT', 4)),
        thread('s2', sent('f3', 's2', 'COACH', 5)),
      )
      .when(
        // The parent reads Elif's thread through the coach's message, then the coach writes again.
        thread('s1', readThrough('s1', 'parent', 'PARENT', 'f1', 6)),
        thread('s1', sent('f4', 's1', 'COACH', 7)),
        // The coach reads through a message of this same batch.
        thread('s1', sent('f5', 's1', 'PARENT', 8), readThrough('s1', 'coach', 'COACH', 'f5', 9)),
        // An older mark arriving later never moves a mark back.
        thread('s1', readThrough('s1', 'coach', 'COACH', 'f2', 10)),
        allowParents(false, 11),
      )
      .then(async (db) => {
        const parentView = await familyThreadQuery(db, {
          studentId: 's1',
          readerId: 'parent',
          readerType: 'PARENT',
        });
        expect(parentView).toMatchObject({
          studentId: 's1',
          studentName: 'Elif Öztürk',
          coach: { id: 'coach', name: 'Mehmet Kaya' },
          allowParentMessages: false,
          unreadCount: 1,
        });
        expect(parentView!.messages.map((m) => [m.id, m.senderName])).toEqual([
          ['f1', 'Mehmet Kaya'],
          ['f2', 'Fatma Öztürk'],
          ['f4', 'Mehmet Kaya'],
          ['f5', 'Fatma Öztürk'],
        ]);
        expect(parentView!.messages[0]).toMatchObject({
          senderType: 'COACH',
          content: 'Mesaj f1',
          createdAt: minute(3),
        });
        expect(await parentFamilyUnreadQuery(db, 'parent')).toEqual({ s1: 1, s2: 1 });

        const coachView = await familyThreadQuery(db, {
          studentId: 's1',
          readerId: 'coach',
          readerType: 'COACH',
        });
        expect(coachView!.unreadCount).toBe(0);
        // Can's thread has nothing from the parent; Elif's newest message comes first.
        const threads = await coachFamilyThreadsQuery(db, 'coach');
        expect(threads.map((t) => [t.studentId, t.studentName, t.lastMessage?.id, t.unreadCount])).toEqual([
          ['s1', 'Elif Öztürk', 'f5', 0],
          ['s2', 'Can Öztürk', 'f3', 0],
        ]);
        expect(await allowsParentMessagesQuery(db, 'coach')).toBe(false);
        expect(await lastFamilyMessageIdQuery(db, 's1')).toBe('f5');
      }));

  it('keeps one read mark per reader and the switch per coach', () =>
    spec
      .given(allowParents(true, 1), thread('s1', sent('f1', 's1', 'COACH', 2)))
      .when(thread('s1', readThrough('s1', 'parent', 'PARENT', 'f1', 3)))
      .then(async (db) => {
        const marks = await db.selectFrom('family_thread_reads').selectAll().execute();
        const f1 = await db
          .selectFrom('family_messages')
          .select('position')
          .where('id', '=', 'f1')
          .executeTakeFirstOrThrow();
        expect(marks).toEqual([
          {
            student_id: 's1',
            reader_id: 'parent',
            read_through_position: f1.position,
            read_at: new Date(minute(3)),
          },
        ]);
        expect(await db.selectFrom('family_messaging_settings').selectAll().execute()).toEqual([
          { coach_id: 'coach', allow_parent_messages: true, updated_at: new Date(minute(1)) },
        ]);
      }));
});
