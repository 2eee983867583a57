import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';

/** The demo coach finds advisor notes in every state, and the advisor a conversation with the coach. */
describe('demo advisor notes and advisor ↔ coach messages', () => {
  let world: DemoWorld;
  const get = async (path: string, caller: 'coach1' | 'advisor1') => {
    const res = await api(world.server.url, 'GET', path, { token: world.tokens[caller] });
    expect(res.status, path).toBe(200);
    return res.body.data;
  };
  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('gives the coach notes from the advisor: HIGH first, one answered, one read, two unread', async () => {
    const { notes, unreadCount } = await get(`/api/advisor-notes/coach/${world.ids.coach1}`, 'coach1');
    type Note = {
      advisorId: string;
      studentId: string;
      priority: string;
      isRead: boolean;
      coachReply: string | null;
      createdAt: string;
    };
    expect(notes).toHaveLength(4);
    expect(notes.every((n: Note) => n.advisorId === world.ids.advisor1)).toBe(true);
    expect(notes.map((n: Note) => n.priority)).toEqual(['HIGH', 'MEDIUM', 'NORMAL', 'NORMAL']);
    const [high, medium] = notes as Note[];
    expect(high).toMatchObject({ studentId: world.ids.arda, isRead: false, coachReply: null });
    expect(medium).toMatchObject({ studentId: world.ids.elif, isRead: true });
    expect(medium?.coachReply).toMatch(/Elif/);
    expect(notes.filter((n: Note) => n.isRead && !n.coachReply)).toHaveLength(1);
    expect(unreadCount).toBe(2);
    // Written days before seeding, so a note sent now is newer than every seeded one.
    for (const n of notes as Note[]) expect(Date.parse(n.createdAt)).toBeLessThan(Date.now() - 3600_000);

    const theirs = await get(`/api/advisor-notes/advisor/${world.ids.advisor1}?limit=100`, 'advisor1');
    expect(theirs.notes.filter((n: Note) => n.coachReply)).toHaveLength(1);
  });

  it('holds a four-message advisor ↔ coach conversation whose last message waits for the advisor', async () => {
    type Message = { senderType: string; isRead: boolean; createdAt: string; participantId: string };
    const { messages } = await get(`/api/advisor/messages?coachId=${world.ids.coach1}`, 'advisor1');
    expect(messages).toHaveLength(4);
    const oldestFirst = [...(messages as Message[])].sort(
      (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    );
    expect(oldestFirst.map((m) => m.senderType)).toEqual(['ADVISOR', 'COACH', 'ADVISOR', 'COACH']);
    expect(oldestFirst.map((m) => m.isRead)).toEqual([true, true, true, false]);
    expect((await get('/api/advisor/messages/unread-count', 'advisor1')).unreadCount).toBe(1);
    expect((await get('/api/advisor/messages/unread-count', 'coach1')).unreadCount).toBe(0);
  });
});
