import type { DomainEvent, NotePriority } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { directoryProjector } from '../directory/projector';
import { minute, registered, studentCreated } from '../directory/test-events';
import { listNotesQuery, recentNotesQuery, unreadNotesByStudentQuery } from './list-queries';
import { notesProjector } from './projector';
import { noteByIdQuery } from './queries';

const sent = (noteId: string, priority: NotePriority, at: number, coachId = 'coach'): DomainEvent => ({
  type: 'NoteSent',
  data: {
    noteId,
    advisorId: 'adv',
    coachId,
    studentId: noteId === 'n3' ? 's2' : 's1',
    content: `Not ${noteId}: paragraf sorularında süreyi planlayalım`,
    priority,
    pageContext: '/advisor/students',
    sentAt: minute(at),
  },
});
const read = (noteId: string, at: number): DomainEvent => ({
  type: 'NoteRead',
  data: { noteId, coachId: 'coach', readAt: minute(at) },
});
const replied = (noteId: string, at: number, markedRead: boolean): DomainEvent => ({
  type: 'NoteReplied',
  data: {
    noteId,
    coachId: 'coach',
    reply: `IŞIL ile ${noteId} için çalışacağız`,
    repliedAt: minute(at),
    markedRead,
  },
});
const note = (id: string, ...events: DomainEvent[]) => inStream(`note-${id}`, ...events);
const page = { page: 1, limit: 20 };
const people = [
  registered('coach', 'COACH', 'Mehmet', 'Kaya'),
  studentCreated('s1', 'Elif', 'Öztürk'),
  studentCreated('s2', 'Can', 'Öztürk'),
];

describe.each(TEST_STORAGE_KINDS)('notes projector on %s', (kind) => {
  const spec = projectorSpec(kind, notesProjector);

  it('shows a coach their notes, most urgent and newest first, as they are read and answered', () =>
    spec
      .given(
        note('n1', sent('n1', 'NORMAL', 1)),
        note('n2', sent('n2', 'HIGH', 2)),
        note('n3', sent('n3', 'MEDIUM', 3)),
        note('n4', sent('n4', 'NORMAL', 4)),
        note('other', sent('other', 'HIGH', 5, 'another-coach')),
      )
      .when(
        // Notes of an earlier batch: read, answered unread, answered after being read.
        note('n1', read('n1', 10)),
        note('n2', replied('n2', 11, true)),
        note('n4', read('n4', 12)),
        note('n4', replied('n4', 13, false)),
        // A note sent and answered within one batch.
        note('n5', sent('n5', 'HIGH', 14), replied('n5', 15, true)),
      )
      .then(async (db) => {
        const notes = await listNotesQuery(db, { coachId: 'coach' }, page);
        expect(notes.notes.map((n) => [n.id, n.priority, n.isRead])).toEqual([
          ['n5', 'HIGH', true],
          ['n2', 'HIGH', true],
          ['n3', 'MEDIUM', false],
          ['n4', 'NORMAL', true],
          ['n1', 'NORMAL', true],
        ]);
        expect(notes.total).toBe(5);
        expect(notes.unreadCount).toBe(1);

        expect(await noteByIdQuery(db, 'n1')).toMatchObject({
          isRead: true,
          readAt: minute(10),
          coachReply: null,
          repliedAt: null,
        });
        // Answering an unread note reads it then; answering a read one keeps when it was read.
        expect(await noteByIdQuery(db, 'n2')).toMatchObject({
          isRead: true,
          readAt: minute(11),
          coachReply: 'IŞIL ile n2 için çalışacağız',
          repliedAt: minute(11),
        });
        expect(await noteByIdQuery(db, 'n4')).toMatchObject({ readAt: minute(12), repliedAt: minute(13) });
        expect(await noteByIdQuery(db, 'n5')).toMatchObject({
          isRead: true,
          readAt: minute(15),
          coachReply: 'IŞIL ile n5 için çalışacağız',
          createdAt: minute(14),
        });

        // The search finds replies too, Turkish-aware ("ışıl" matches "IŞIL").
        const found = await listNotesQuery(db, { coachId: 'coach' }, { ...page, search: 'ışıl' });
        expect(found.notes.map((n) => n.id).sort()).toEqual(['n2', 'n4', 'n5']);
        const unread = await listNotesQuery(db, { coachId: 'coach' }, { ...page, isRead: false });
        expect(unread.notes.map((n) => n.id)).toEqual(['n3']);
        const ofStudent = await listNotesQuery(db, { advisorId: 'adv', studentId: 's2' }, page);
        expect(ofStudent.notes.map((n) => n.id)).toEqual(['n3']);
        // The advisor sees every coach's notes; the other coach's note is still unread.
        const advisors = await listNotesQuery(db, { advisorId: 'adv' }, { ...page, sortBy: 'createdAt' });
        expect(advisors.notes.map((n) => n.id)).toEqual(['n5', 'other', 'n4', 'n3', 'n2', 'n1']);
        expect(advisors.unreadCount).toBe(2);
        expect(await unreadNotesByStudentQuery(db, 'coach')).toEqual(new Map([['s2', 1]]));
      }));

  it('lists the newest notes with their coach and student for the admin', () =>
    projectorSpec(kind, notesProjector, { alongside: [directoryProjector] })
      .given(...people)
      .when(note('n1', sent('n1', 'NORMAL', 1)), note('n3', sent('n3', 'HIGH', 2)))
      .then(async (db) => {
        expect(await recentNotesQuery(db, 1)).toEqual([
          {
            id: 'n3',
            content: 'Not n3: paragraf sorularında süreyi planlayalım',
            priority: 'HIGH',
            coachName: 'Mehmet Kaya',
            studentName: 'Can Öztürk',
            createdAt: minute(2),
          },
        ]);
      }));

  it('keeps one row per note, its content and reply folded for search', () =>
    spec
      .given(note('n1', sent('n1', 'MEDIUM', 1)))
      .when(note('n1', read('n1', 2), replied('n1', 3, false)))
      .thenRows('notes', [
        {
          id: 'n1',
          priority: 'MEDIUM',
          priority_rank: 1,
          is_read: true,
          coach_reply: 'IŞIL ile n1 için çalışacağız',
          read_at: new Date(minute(2)),
          search_text: 'not n1: paragraf sorularinda sureyi planlayalim isil ile n1 icin calisacagiz',
        },
      ]));
});
