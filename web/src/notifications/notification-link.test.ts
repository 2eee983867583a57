import { NOTIFICATION_TYPES, type NotificationType } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { clickTargetFor } from '../push/click-target';
import { NOTIFICATION_LINKS, notificationHref, type RecipientRole } from './notification-link';

const href = (type: NotificationType, data: Record<string, unknown>, role: RecipientRole | null) =>
  notificationHref({ type, data }, role);

describe('notification link table', () => {
  it('has an entry for every notification type of contracts', () => {
    expect(Object.keys(NOTIFICATION_LINKS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const type of NOTIFICATION_TYPES)
      for (const role of ['ADVISOR', 'COACH', 'PARENT', 'STUDENT', null] as const)
        expect(href(type, {}, role)).toMatch(/^\/[a-z]/);
  });

  it('a note opens the student page on its Notlar tab (the coach for a new note, the advisor for a read or reply)', () => {
    expect(href('NEW_NOTE', { noteId: 'n1', studentId: 's1' }, 'COACH')).toBe(
      '/dashboard/students/s1?tab=notlar',
    );
    expect(href('NOTE_REPLIED', { noteId: 'n1', studentId: 's1', coachId: 'c1' }, 'ADVISOR')).toBe(
      '/advisor/students/s1?tab=notlar',
    );
    expect(href('NOTE_READ', { noteId: 'n1', studentId: 's1' }, 'ADVISOR')).toBe(
      '/advisor/students/s1?tab=notlar',
    );
  });

  it('a message opens its conversation', () => {
    expect(href('MESSAGE_RECEIVED', { senderId: 'a1', senderType: 'ADVISOR' }, 'COACH')).toBe(
      '/dashboard/messages?thread=advisor',
    );
    expect(href('MESSAGE_RECEIVED', { senderId: 'c1', senderType: 'COACH' }, 'ADVISOR')).toBe(
      '/advisor/messages?coachId=c1',
    );
    expect(href('MESSAGE_RECEIVED', { senderType: 'ADVISOR', url: '/ogrenci/mesajlar' }, 'STUDENT')).toBe(
      '/ogrenci/mesajlar',
    );
    // A parent wrote in the family thread; the student wrote in the coaching thread.
    expect(href('NEW_MESSAGE', { studentId: 's1', senderType: 'PARENT' }, 'COACH')).toBe(
      '/dashboard/messages?thread=family&studentId=s1',
    );
    expect(
      href('NEW_MESSAGE', { kind: 'COACHING_MESSAGE', coachingThread: 's1', studentId: 's1' }, 'COACH'),
    ).toBe('/dashboard/messages?thread=student&studentId=s1');
    expect(href('NEW_MESSAGE', { studentId: 's1', senderType: 'COACH' }, 'PARENT')).toBe('/parent/messages');
    expect(
      href(
        'NEW_MESSAGE',
        { kind: 'COACHING_MESSAGE', coachingThread: 's1', url: '/ogrenci/mesajlar' },
        'STUDENT',
      ),
    ).toBe('/ogrenci/mesajlar');
  });

  it("a student's homework and plan open today and the week", () => {
    const homework = { kind: 'STUDENT_HOMEWORK_ASSIGNED', homeworkId: 'h1', url: '/ogrenci' };
    expect(href('SYSTEM_NOTIFICATION', homework, 'STUDENT')).toBe('/ogrenci');
    const plan = { kind: 'STUDENT_PLAN_CHANGED', week: '2026-W48', url: '/ogrenci/hafta' };
    expect(href('SYSTEM_NOTIFICATION', plan, 'STUDENT')).toBe('/ogrenci/hafta');
    expect(href('SYSTEM_NOTIFICATION', { kind: 'STUDENT_PLAN_CHANGED' }, 'STUDENT')).toBe('/ogrenci/hafta');
  });

  it('what a student entered opens the matching tab of the coach’s student page', () => {
    expect(href('SYSTEM_NOTIFICATION', { kind: 'STUDENT_MOCK_EXAM', studentId: 's1' }, 'COACH')).toBe(
      '/dashboard/students/s1?tab=sinavlar',
    );
    expect(href('SYSTEM_NOTIFICATION', { kind: 'STUDENT_HOMEWORK_DONE', studentId: 's1' }, 'COACH')).toBe(
      '/dashboard/students/s1?tab=odevler',
    );
    expect(href('SYSTEM_NOTIFICATION', { kind: 'STUDENT_TOPIC', studentId: 's1' }, 'COACH')).toBe(
      '/dashboard/students/s1?tab=hedef-programi',
    );
    expect(
      href('SYSTEM_NOTIFICATION', { kind: 'DUE_TODAY', homeworkId: 'h', studentId: 's1' }, 'PARENT'),
    ).toBe('/parent/dashboard');
  });

  it('a video call invitation opens the coach’s calls page; a new student their page', () => {
    expect(href('APPOINTMENT_REQUEST', { callId: 'v1', roomUrl: '/video-room/v1' }, 'COACH')).toBe(
      '/dashboard/video-calls',
    );
    expect(href('STUDENT_JOINED', { studentId: 's1' }, 'COACH')).toBe('/dashboard/students/s1');
  });

  it('never follows a url outside the student app', () => {
    expect(
      href('NEW_MESSAGE', { kind: 'COACHING_MESSAGE', url: 'https://kotu.example/ogrenci' }, 'STUDENT'),
    ).toBe('/ogrenci/mesajlar');
    expect(href('SYSTEM_NOTIFICATION', { url: '//kotu.example' }, 'STUDENT')).toBe('/ogrenci');
    expect(href('SYSTEM_NOTIFICATION', { url: '/admin' }, 'STUDENT')).toBe('/ogrenci');
    // Ids are encoded into the path: a crafted id stays one path segment.
    expect(href('STUDENT_JOINED', { studentId: '../admin' }, 'COACH')).toBe('/dashboard/students/..%2Fadmin');
  });

  it('a type it does not know leads home', () => {
    expect(notificationHref({ type: 'YENI_TUR', data: {} }, 'COACH')).toBe('/dashboard');
    expect(notificationHref({ type: 'YENI_TUR', data: {} }, null)).toBe('/');
  });
});

describe('push click target (the same table)', () => {
  it('follows the payload’s notification type, data and role', () => {
    expect(
      clickTargetFor({ type: 'notification', notificationType: 'NEW_NOTE', studentId: 's1', role: 'COACH' }),
    ).toBe('/dashboard/students/s1?tab=notlar');
    expect(
      clickTargetFor({
        type: 'message',
        notificationType: 'NEW_MESSAGE',
        kind: 'COACHING_MESSAGE',
        url: '/ogrenci/mesajlar',
        role: 'STUDENT',
      }),
    ).toBe('/ogrenci/mesajlar');
    expect(
      clickTargetFor({
        type: 'notification',
        notificationType: 'SYSTEM_NOTIFICATION',
        url: '/ogrenci/hafta',
      }),
    ).toBe('/ogrenci/hafta');
  });

  it('a payload without a notification type keeps the spec §2 routing by click type', () => {
    expect(clickTargetFor({ type: 'message' })).toBe('/dashboard/messages');
    expect(clickTargetFor({ type: 'appointment' })).toBe('/dashboard/calendar');
    expect(clickTargetFor({ type: 'notification' })).toBe('/dashboard');
    expect(clickTargetFor(null)).toBe('/dashboard');
    expect(clickTargetFor({ type: 'notification', url: '/ogrenci/hafta' })).toBe('/ogrenci/hafta');
    expect(clickTargetFor({ type: 'message', url: 'https://kotu.example/ogrenci' })).toBe(
      '/dashboard/messages',
    );
    expect(clickTargetFor({ type: 'notification', url: '/admin' })).toBe('/dashboard');
  });
});
