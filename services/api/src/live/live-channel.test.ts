import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api, loginAs } from '../testing-http';
import { LIVE_MESSAGES } from './live-channel';
import { openLive } from './testing-live';

describe('/live channel', () => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld({ config: { liveHeartbeatMs: 150 } });
  });
  afterAll(() => world.server.close());

  const sendNote = async (content: string) => {
    const res = await api(world.server.url, 'POST', '/api/advisor-notes', {
      token: world.tokens.advisor1,
      body: {
        coachId: world.ids.coach1,
        studentId: world.ids.can,
        content,
        pageContext: '/advisor/students',
      },
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };

  it('asks for the token until a valid AUTH arrives', async () => {
    const live = await openLive(world.server.url);
    expect(await live.next('AUTH_REQUIRED')).toEqual({ type: 'AUTH_REQUIRED' });
    live.send('merhaba');
    await live.next('AUTH_REQUIRED');
    live.send({ type: 'PING' });
    await live.next('AUTH_REQUIRED');
    live.send({ type: 'AUTH' });
    await live.next('AUTH_REQUIRED');
    expect(await live.authenticate(world.tokens.coach1)).toEqual({ type: 'AUTH_SUCCESS' });
    live.close();
  });

  it('answers AUTH_ERROR with a Turkish message and closes for a bad token or the wrong role', async () => {
    const bad = await openLive(world.server.url);
    bad.send({ type: 'AUTH', token: 'gecersiz-token-gecersiz-token-gecersiz' });
    expect(await bad.next('AUTH_ERROR')).toEqual({ type: 'AUTH_ERROR', message: LIVE_MESSAGES.badToken });
    expect((await bad.closed()).code).toBe(4401);
    const admin = await openLive(world.server.url);
    admin.send({ type: 'AUTH', token: world.tokens.admin });
    expect(await admin.next('AUTH_ERROR')).toEqual({ type: 'AUTH_ERROR', message: LIVE_MESSAGES.wrongRole });
  });

  it('pushes each notification of the user to every tab, and nothing of other users', async () => {
    const [tab1, tab2, other] = await Promise.all([1, 2, 3].map(() => openLive(world.server.url)));
    await tab1!.authenticate(world.tokens.coach1);
    await tab2!.authenticate(world.tokens.coach1);
    await other!.authenticate(world.tokens.coach2);
    const noteId = await sendNote('İki sekmeye de gelmeli');
    for (const tab of [tab1!, tab2!]) {
      const message = await tab.next('NOTIFICATION');
      expect(message).toEqual({
        type: 'NOTIFICATION',
        data: {
          id: expect.any(String),
          type: 'NEW_NOTE',
          title: 'Yeni danışman notu',
          message: expect.stringContaining('Can '),
          data: expect.objectContaining({ noteId }),
          isRead: false,
          readAt: null,
          createdAt: expect.any(String),
        },
        eventId: expect.any(String),
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(other!.received.filter((m) => m.type === 'NOTIFICATION')).toEqual([]);
    expect(tab1!.received.filter((m) => m.type === 'NOTIFICATION')).toHaveLength(1);
    for (const s of [tab1!, tab2!, other!]) s.close();
  });

  it("tells a parent live of the coach's message in their child's family thread, not the coach who wrote it", async () => {
    const [parent, coach] = await Promise.all([1, 2].map(() => openLive(world.server.url)));
    await parent!.authenticate(world.tokens.parent);
    await coach!.authenticate(world.tokens.coach1);
    const sent = await api(world.server.url, 'POST', `/api/coach/students/${world.ids.elif}/messages`, {
      token: world.tokens.coach1,
      body: { content: 'Elif bu hafta deneme çözecek.' },
    });
    expect(sent.status).toBe(201);
    expect(await parent!.next('NOTIFICATION')).toMatchObject({
      data: {
        type: 'NEW_MESSAGE',
        title: 'Elif Öztürk hakkında yeni mesaj',
        message: 'Mehmet Kaya: Elif bu hafta deneme çözecek.',
        data: expect.objectContaining({ studentId: world.ids.elif, senderType: 'COACH' }),
      },
    });
    // The coach's own message is no news to the coach.
    await new Promise((r) => setTimeout(r, 200));
    expect(coach!.received.filter((m) => m.type === 'NOTIFICATION')).toEqual([]);
    for (const s of [parent!, coach!]) s.close();
  });

  it('drops a socket that stops answering pings and keeps the live ones', async () => {
    const dead = await openLive(world.server.url, { autoPong: false });
    const alive = await openLive(world.server.url);
    await dead.authenticate(world.tokens.coach2);
    await alive.authenticate(world.tokens.coach2);
    expect((await dead.closed(2_000)).code).toBe(1006);
    await new Promise((r) => setTimeout(r, 400));
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    alive.close();
  });

  it('ends the stream when the session ends (sign-out)', async () => {
    const token = await loginAs(world.server.url, 'koc2@pusula.dev');
    const live = await openLive(world.server.url);
    await live.authenticate(token);
    await api(world.server.url, 'POST', '/api/auth/logout', { token });
    expect(await live.next('AUTH_ERROR', 2_000)).toEqual({
      type: 'AUTH_ERROR',
      message: LIVE_MESSAGES.sessionEnded,
    });
    expect((await live.closed()).code).toBe(4401);
  });

  it('refuses an upgrade from a foreign origin', async () => {
    const WebSocket = (await import('ws')).default;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${world.server.url.replace('http', 'ws')}/live`, {
        headers: { origin: 'https://kotu.example' },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => {});
    });
    expect(status).toBe(403);
  });
});
