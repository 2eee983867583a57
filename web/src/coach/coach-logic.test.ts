import { describe, expect, it } from 'vitest';
import type { CoachNote, CoachNotePage } from './api';
import { sessionFromDraft, toWallEvents } from './calendar-time';
import { messageError } from './message-rules';
import { applyNoteUpdate, coachNoteOrder, optimisticallyReplied, replyError } from './note-updates';
import { calendar as cm, notes as m, messages as mm } from './texts';

const note = (id: string, over: Partial<CoachNote> = {}): CoachNote =>
  ({
    id,
    advisorId: 'a1',
    coachId: 'c1',
    studentId: 's1',
    content: 'İçerik',
    priority: 'NORMAL',
    pageContext: '/advisor/students',
    isRead: false,
    readAt: null,
    coachReply: null,
    repliedAt: null,
    createdAt: '2025-11-20T10:00:00.000Z',
    ...over,
  }) as CoachNote;

const page = (notes: CoachNote[], unreadCount: number): CoachNotePage =>
  ({ notes, total: notes.length, page: 1, limit: 50, unreadCount }) as CoachNotePage;

describe('applyNoteUpdate', () => {
  it('lowers the unread count by one when an unread note is replied to', () => {
    const before = page([note('n1'), note('n2')], 2);
    const after = applyNoteUpdate(
      before,
      optimisticallyReplied(note('n1'), ' Tamam ', '2025-11-21T08:00:00Z'),
    )!;
    expect(after.unreadCount).toBe(1);
    expect(after.notes[0]).toMatchObject({
      isRead: true,
      coachReply: 'Tamam',
      repliedAt: '2025-11-21T08:00:00Z',
    });
    expect(after.notes[1]).toBe(before.notes[1]);
  });

  it('keeps the count when the note was already read, or is not on the page', () => {
    const read = note('n1', { isRead: true, readAt: '2025-11-20T11:00:00Z' });
    const before = page([read, note('n2')], 1);
    expect(applyNoteUpdate(before, { ...read, coachReply: 'Yanıt' })!.unreadCount).toBe(1);
    expect(applyNoteUpdate(before, note('x', { isRead: true }))).toBe(before);
    expect(applyNoteUpdate(undefined, read)).toBeUndefined();
  });
});

describe('replyError', () => {
  it('refuses empty and over-long replies in Turkish', () => {
    expect(replyError('   ')).toBe(m.replyRequired);
    expect(replyError('a'.repeat(5001))).toBe(m.replyTooLong());
    expect(replyError(`  ${'a'.repeat(5000)}  `)).toBeNull();
  });
});

describe('coachNoteOrder', () => {
  it('puts HIGH, MEDIUM, NORMAL first, then the newest', () => {
    const list = [
      note('old-normal', { createdAt: '2025-11-01T00:00:00Z' }),
      note('new-normal', { createdAt: '2025-11-10T00:00:00Z' }),
      note('medium', { priority: 'MEDIUM', createdAt: '2025-10-01T00:00:00Z' }),
      note('high', { priority: 'HIGH', createdAt: '2025-09-01T00:00:00Z' }),
    ];
    expect([...list].sort(coachNoteOrder).map((n) => n.id)).toEqual([
      'high',
      'medium',
      'new-normal',
      'old-normal',
    ]);
  });
});

describe('the coach calendar', () => {
  it('lets only coaching sessions with a student be moved', () => {
    const events = toWallEvents([
      {
        id: 's',
        kind: 'SESSION',
        title: 'Koçluk seansı: Elif Öztürk',
        start: '2025-11-24T07:00:00.000Z',
        end: '2025-11-24T08:00:00.000Z',
        studentId: 'e',
      },
      {
        id: 'c',
        kind: 'CALL',
        title: 'Görüşme',
        start: '2025-11-24T09:00:00.000Z',
        end: '2025-11-24T09:30:00.000Z',
        studentId: null,
      },
    ]);
    expect(events.map((e) => e.editable)).toEqual([true, false]);
    expect(events[0]).toMatchObject({
      start: '2025-11-24T10:00:00',
      title: 'Seans · Koçluk seansı: Elif Öztürk',
    });
  });
});

describe('sessionFromDraft', () => {
  const draft = {
    studentId: 'e',
    title: 'Deneme analizi',
    date: '2025-11-26',
    time: '18:30',
    durationMinutes: 45,
    agenda: '',
  };

  it('turns Istanbul date and time into the schedule input', () => {
    expect(sessionFromDraft(draft)).toEqual({
      ok: true,
      input: {
        studentId: 'e',
        title: 'Deneme analizi',
        startAt: '2025-11-26T15:30:00.000Z',
        endAt: '2025-11-26T16:15:00.000Z',
      },
    });
  });

  it('names every bad field in Turkish and builds nothing', () => {
    const result = sessionFromDraft({
      ...draft,
      studentId: '',
      title: ' ',
      date: '2025-13-40',
      time: '25:00',
      durationMinutes: 5,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        studentId: cm.errors.student,
        title: cm.errors.title,
        date: cm.errors.date,
        time: cm.errors.start,
        durationMinutes: cm.errors.duration,
      },
    });
  });
});

describe('messageError', () => {
  it('refuses empty and over-long messages in Turkish', () => {
    expect(messageError(' \n ')).toBe(mm.required);
    expect(messageError('a'.repeat(5001))).toBe(mm.tooLong(5000));
    expect(messageError('Merhaba')).toBeNull();
  });
});
