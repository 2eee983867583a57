import { describe, expect, it } from 'vitest';
import { orderThreads, type StudentThreadSummary } from './CoachConversationList';

const thread = (studentName: string, createdAt?: string): StudentThreadSummary => ({
  studentId: studentName,
  studentName,
  lastMessage: createdAt ? { senderType: 'COACH', content: 'x', createdAt } : null,
  unreadCount: 0,
});

describe('the coach’s family threads', () => {
  it('newest activity first, then the quiet ones in Turkish alphabetical order', () => {
    const ordered = orderThreads([
      thread('Zeynep Ak'),
      thread('Çağla Er'),
      thread('Can Öz', '2026-11-20T10:00:00.000Z'),
      thread('İrem Su'),
      thread('Arda Koç', '2026-11-22T10:00:00.000Z'),
      thread('Ilgaz Ay'),
    ]);
    expect(ordered.map((t) => t.studentName)).toEqual([
      'Arda Koç',
      'Can Öz',
      'Çağla Er',
      'Ilgaz Ay',
      'İrem Su',
      'Zeynep Ak',
    ]);
  });
});
