import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';
import { LIVE_MESSAGES } from './live-channel';
import { openLive } from './testing-live';

/** /live's optional `lastEventId` in AUTH: a reconnect (to any process) resumes where the last socket was. */
describe.each(TEST_STORAGE_KINDS)('/live resume with lastEventId on %s', (storage) => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld({ storage });
  });
  afterAll(() => world.server.close());

  const sendNote = async (content: string, coach: 'coach1' | 'coach2' = 'coach1') => {
    const res = await api(world.server.url, 'POST', '/api/advisor-notes', {
      token: world.tokens.advisor1,
      body: {
        coachId: world.ids[coach],
        studentId: coach === 'coach1' ? world.ids.can : world.ids.deniz,
        content,
        pageContext: '/advisor/students',
      },
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  type Received = { type: string; data?: { data?: { noteId?: string } } };
  const notesOf = (received: readonly Received[]) =>
    received.filter((m) => m.type === 'NOTIFICATION').map((m) => m.data?.data?.noteId);
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('gets every notification missed while away, once, then live ones', async () => {
    const first = await openLive(world.server.url);
    await first.authenticate(world.tokens.coach1);
    const seen = await sendNote('Bağlıyken');
    const last = await first.next('NOTIFICATION');
    expect(last.data.data.noteId).toBe(seen);
    first.close();

    const missed = [
      await sendNote('Uzaktayken 1'),
      await sendNote('Uzaktayken 2'),
      await sendNote('Uzaktayken 3'),
    ];
    const again = await openLive(world.server.url);
    again.send({ type: 'AUTH', token: world.tokens.coach1, lastEventId: last.eventId });
    expect(await again.next('AUTH_SUCCESS')).toEqual({ type: 'AUTH_SUCCESS' });
    await expect.poll(() => notesOf(again.received)).toEqual(missed);
    const live = await sendNote('Döndükten sonra');
    await expect.poll(() => notesOf(again.received)).toEqual([...missed, live]);
    await settle();
    expect(notesOf(again.received)).toEqual([...missed, live]);
    // Positions grow: the next resume point is the last one seen.
    const eventIds = again.received.filter((m) => m.type === 'NOTIFICATION').map((m) => m.eventId as string);
    expect([...eventIds].sort()).toEqual(eventIds);
    again.close();
  });

  it('without lastEventId nothing old arrives (the spec’s behaviour)', async () => {
    const old = await sendNote('Önceden');
    // The note's 201 waits for the notes, not for its notification: only once the notification is stored
    // is it old news for a socket opened after.
    await expect
      .poll(async () => {
        const list = await api(world.server.url, 'GET', '/api/advisor/notifications?limit=50', {
          token: world.tokens.coach1,
        });
        return JSON.stringify(list.body).includes(old);
      })
      .toBe(true);
    const plain = await openLive(world.server.url);
    await plain.authenticate(world.tokens.coach1);
    await settle();
    expect(notesOf(plain.received)).toEqual([]);
    plain.close();
  });

  it("another user's position reads only the caller's own notifications", async () => {
    const other = await openLive(world.server.url);
    await other.authenticate(world.tokens.coach2);
    await sendNote('İkinci koça', 'coach2');
    const theirs = await other.next('NOTIFICATION');
    other.close();
    const mine = await sendNote('Birinci koça');
    await sendNote('Yine ikinci koça', 'coach2');

    const resumed = await openLive(world.server.url);
    resumed.send({ type: 'AUTH', token: world.tokens.coach1, lastEventId: theirs.eventId });
    await resumed.next('AUTH_SUCCESS');
    await expect.poll(() => notesOf(resumed.received)).toContain(mine);
    await settle();
    const types = resumed.received
      .filter((m) => m.type === 'NOTIFICATION')
      .map((m) => m.data.message as string);
    expect(types.every((message) => !message.includes('Deniz'))).toBe(true);
    resumed.close();
  });

  it('refuses a lastEventId that is not a log position with a Turkish message', async () => {
    const bad = await openLive(world.server.url);
    bad.send({ type: 'AUTH', token: world.tokens.coach1, lastEventId: "'; drop table notifications; --" });
    expect(await bad.next('AUTH_ERROR')).toEqual({
      type: 'AUTH_ERROR',
      message: LIVE_MESSAGES.badLastEventId,
    });
    expect((await bad.closed()).code).toBe(4401);
  });
});
