import type { NoteEvent } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { noteDecider } from './note-decider';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const send = {
  noteId: 'n1',
  advisorId: 'adv1',
  coachId: 'c1',
  studentId: 's1',
  content: '  Deneme sonuçlarına birlikte bakalım.  ',
  pageContext: '/advisor/students/s1',
  now,
};
const sent: NoteEvent = {
  type: 'NoteSent',
  data: {
    noteId: 'n1',
    advisorId: 'adv1',
    coachId: 'c1',
    studentId: 's1',
    content: 'Deneme sonuçlarına birlikte bakalım.',
    priority: 'NORMAL',
    pageContext: '/advisor/students/s1',
    sentAt: now,
  },
};
const read: NoteEvent = { type: 'NoteRead', data: { noteId: 'n1', coachId: 'c1', readAt: later } };

describe('advisor note decider', () => {
  describe('SendNote', () => {
    it('sends a trimmed note with NORMAL priority by default', () => {
      given(noteDecider).when({ type: 'SendNote', data: send }).thenEmits([sent]);
    });

    it('keeps the priority the advisor chose', () => {
      given(noteDecider)
        .when({ type: 'SendNote', data: { ...send, priority: 'HIGH' } })
        .thenEmits([{ ...sent, data: { ...sent.data, priority: 'HIGH' } } as NoteEvent]);
    });

    it.each([
      ['only spaces', { content: '   \n ' }, /boş olamaz/],
      ['no coach', { coachId: '' }, /Koç gerekli/],
      ['no student', { studentId: '  ' }, /Öğrenci gerekli/],
      ['no page context', { pageContext: '' }, /Sayfa bilgisi gerekli/],
      ['5,001 characters', { content: 'a'.repeat(5001) }, /en fazla 5000/],
      ['an unknown priority', { priority: 'URGENT' }, /Öncelik/],
    ])('refuses %s', (_label, change, message) => {
      given(noteDecider)
        .when({ type: 'SendNote', data: { ...send, ...change } as typeof send })
        .thenRefuses('VALIDATION', message);
    });

    it('accepts exactly 5,000 characters', () => {
      given(noteDecider)
        .when({ type: 'SendNote', data: { ...send, content: 'ş'.repeat(5000) } })
        .thenEmits([{ ...sent, data: { ...sent.data, content: 'ş'.repeat(5000) } } as NoteEvent]);
    });

    it('refuses to send the same note id twice', () => {
      given(noteDecider, [sent]).when({ type: 'SendNote', data: send }).thenRefuses('CONFLICT');
    });
  });

  describe('MarkNoteRead', () => {
    it('marks an unread note read', () => {
      given(noteDecider, [sent])
        .when({ type: 'MarkNoteRead', data: { noteId: 'n1', coachId: 'c1', now: later } })
        .thenEmits([read]);
    });

    it('does nothing for a note already read', () => {
      given(noteDecider, [sent, read])
        .when({ type: 'MarkNoteRead', data: { noteId: 'n1', coachId: 'c1', now: later } })
        .thenEmits([]);
    });

    it('refuses another coach and a missing note', () => {
      given(noteDecider, [sent])
        .when({ type: 'MarkNoteRead', data: { noteId: 'n1', coachId: 'c2', now: later } })
        .thenRefuses('FORBIDDEN');
      given(noteDecider)
        .when({ type: 'MarkNoteRead', data: { noteId: 'n1', coachId: 'c1', now: later } })
        .thenRefuses('NOT_FOUND', 'Not bulunamadı');
    });
  });

  describe('ReplyNote', () => {
    it('replies to an unread note and marks it read in the same event', () => {
      given(noteDecider, [sent])
        .when({
          type: 'ReplyNote',
          data: { noteId: 'n1', coachId: 'c1', coachReply: ' Tamam, bakarım. ', now: later },
        })
        .thenEmits([
          {
            type: 'NoteReplied',
            data: {
              noteId: 'n1',
              coachId: 'c1',
              reply: 'Tamam, bakarım.',
              repliedAt: later,
              markedRead: true,
            },
          },
        ]);
    });

    it('replies to a read note without marking it read again', () => {
      given(noteDecider, [sent, read])
        .when({ type: 'ReplyNote', data: { noteId: 'n1', coachId: 'c1', coachReply: 'Tamam', now: later } })
        .thenEmits([
          {
            type: 'NoteReplied',
            data: { noteId: 'n1', coachId: 'c1', reply: 'Tamam', repliedAt: later, markedRead: false },
          },
        ]);
    });

    it('refuses a second reply', () => {
      const replied: NoteEvent = {
        type: 'NoteReplied',
        data: { noteId: 'n1', coachId: 'c1', reply: 'Tamam', repliedAt: later, markedRead: true },
      };
      given(noteDecider, [sent, replied])
        .when({
          type: 'ReplyNote',
          data: { noteId: 'n1', coachId: 'c1', coachReply: 'Bir daha', now: later },
        })
        .thenRefuses('CONFLICT', 'Bu nota zaten yanıt verildi');
    });

    it('refuses an empty reply, a reply over 5,000 characters and another coach', () => {
      given(noteDecider, [sent])
        .when({ type: 'ReplyNote', data: { noteId: 'n1', coachId: 'c1', coachReply: '  ', now: later } })
        .thenRefuses('VALIDATION');
      given(noteDecider, [sent])
        .when({
          type: 'ReplyNote',
          data: { noteId: 'n1', coachId: 'c1', coachReply: 'x'.repeat(5001), now: later },
        })
        .thenRefuses('VALIDATION');
      given(noteDecider, [sent])
        .when({ type: 'ReplyNote', data: { noteId: 'n1', coachId: 'c9', coachReply: 'Tamam', now: later } })
        .thenRefuses('FORBIDDEN');
    });
  });
});
