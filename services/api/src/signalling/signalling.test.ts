// biome-ignore-all lint/suspicious/noExplicitAny: test messages are inspected freely.
import { SIGNAL_CLOSE } from '@pusula/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { api, loginAs } from '../testing-http';

/** A /signal socket that records messages and waits for the next one of a type. */
async function openSignal(baseUrl: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/signal`, { headers });
  const received: any[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number } | null = null;
  ws.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()));
    for (const w of waiters.splice(0)) w();
  });
  ws.on('close', (code) => {
    closed = { code };
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let cursor = 0;
  const until = async <T>(find: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}: ${JSON.stringify(received)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  };
  return {
    ws,
    received,
    send: (m: unknown) => ws.send(JSON.stringify(m)),
    next(type: string): Promise<any> {
      return until(() => {
        const i = received.findIndex((m, n) => n >= cursor && m.type === type);
        if (i < 0) return undefined;
        cursor = i + 1;
        return received[i];
      }, type);
    },
    closed: () => until(() => closed ?? undefined, 'close'),
  };
}

describe('signalling channel /signal', () => {
  let server: RunningServer;
  let url: string;
  let advisor: string;
  let coach: string;
  let coach2: string;
  let coachId: string;
  const start = async () =>
    (
      await api(url, 'POST', '/api/advisor/video-call', {
        token: advisor,
        body: { participantType: 'COACH', coachId },
      })
    ).body.data.id as string;
  const statusOf = async (callId: string, type: string) => {
    await server.deps.runner.waitFor((await server.deps.storage.store.committedHead())!, ['video-calls']);
    const row = await server.deps.storage.db
      .selectFrom('video_call_participants')
      .select('status')
      .where('call_id', '=', callId)
      .where('participant_type', '=', type as 'COACH')
      .executeTakeFirst();
    return row?.status;
  };

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    url = server.url;
    advisor = await loginAs(url, 'danisman@pusula.dev');
    coach = await loginAs(url, 'koc@pusula.dev');
    coach2 = await loginAs(url, 'koc2@pusula.dev');
    coachId = (
      await server.deps.storage.sql.query<{ id: string }>(
        "SELECT id FROM accounts WHERE email = 'koc@pusula.dev'",
      )
    ).rows[0]!.id;
  });
  afterAll(() => server.close());

  it('admits only participants who joined, by token in the first message', async () => {
    const callId = await start();
    const bad = await openSignal(url);
    await bad.next('AUTH_REQUIRED');
    bad.send({ type: 'AUTH', token: 'gecersiz-token-gecersiz-token-gecersiz', callId });
    expect((await bad.next('AUTH_ERROR')).message).toBe('Oturum geçersiz; lütfen yeniden giriş yapın');
    expect((await bad.closed()).code).toBe(SIGNAL_CLOSE.authFailed);

    const stranger = await openSignal(url);
    stranger.send({ type: 'AUTH', token: coach2, callId });
    expect((await stranger.next('AUTH_ERROR')).message).toBe('Bu görüşmeye katılma yetkiniz yok');
    expect((await stranger.closed()).code).toBe(SIGNAL_CLOSE.notParticipant);

    const early = await openSignal(url);
    early.send({ type: 'AUTH', token: coach, callId });
    expect((await early.next('AUTH_ERROR')).message).toBe('Önce görüşmeye katılın');

    // Anything before AUTH is not relayed; garbage closes the socket.
    const rude = await openSignal(url);
    rude.send({ type: 'SIGNAL', to: 'x', data: { candidate: null } });
    await rude.next('AUTH_REQUIRED');
    await rude.next('AUTH_REQUIRED');
    rude.ws.send('{nope');
    expect((await rude.closed()).code).toBe(SIGNAL_CLOSE.protocol);
    await api(url, 'POST', '/api/advisor/video-sessions/end', {
      token: advisor,
      body: { sessionId: callId, endReason: 'ADVISOR_ENDED' },
    });
  });

  it('refuses upgrades from foreign origins', async () => {
    await expect(openSignal(url, { origin: 'https://kotu.example' })).rejects.toThrow(/403/);
  });

  it('relays offers and candidates within the room, records connections and closes the room when the call ends', async () => {
    const callId = await start();
    const a = await openSignal(url);
    a.send({ type: 'AUTH', token: advisor, callId });
    const aIn = await a.next('AUTH_SUCCESS');
    expect(aIn).toMatchObject({
      participantType: 'ADVISOR',
      name: 'Ayşe Yılmaz',
      peers: [],
      provider: 'native',
      iceServers: [],
      jitsi: null,
    });

    await api(url, 'POST', `/api/advisor/video-call/${callId}`, { token: coach, body: { action: 'join' } });
    const c = await openSignal(url);
    c.send({ type: 'AUTH', token: coach, callId });
    const cIn = await c.next('AUTH_SUCCESS');
    expect(cIn.peers).toEqual([{ peerId: aIn.peerId, participantType: 'ADVISOR', name: 'Ayşe Yılmaz' }]);
    expect((await a.next('PEER_JOINED')).peer).toEqual({
      peerId: cIn.peerId,
      participantType: 'COACH',
      name: 'Mehmet Kaya',
    });

    c.send({
      type: 'SIGNAL',
      to: aIn.peerId,
      data: { description: { type: 'offer', sdp: 'v=0' }, extra: 'düşer' },
    });
    expect(await a.next('SIGNAL')).toEqual({
      type: 'SIGNAL',
      from: cIn.peerId,
      data: { description: { type: 'offer', sdp: 'v=0' } },
    });
    a.send({
      type: 'SIGNAL',
      to: cIn.peerId,
      data: { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' } },
    });
    expect((await c.next('SIGNAL')).data.candidate.candidate).toContain('127.0.0.1');
    a.send({ type: 'STATE', audio: false, video: true, screenShare: false });
    expect(await c.next('PEER_STATE')).toMatchObject({ from: aIn.peerId, audio: false, video: true });
    await expect.poll(() => statusOf(callId, 'COACH')).toBe('CONNECTED');

    // A reload: the newer connection replaces the older one.
    const c2 = await openSignal(url);
    c2.send({ type: 'AUTH', token: coach, callId });
    const c2In = await c2.next('AUTH_SUCCESS');
    expect((await c.closed()).code).toBe(SIGNAL_CLOSE.replaced);
    expect((await a.next('PEER_LEFT')).peerId).toBe(cIn.peerId);
    expect((await a.next('PEER_JOINED')).peer.peerId).toBe(c2In.peerId);

    // Someone else's socket in another call cannot reach this room.
    const other = await start();
    const o = await openSignal(url);
    o.send({ type: 'AUTH', token: advisor, callId: other });
    await o.next('AUTH_SUCCESS');
    o.send({ type: 'SIGNAL', to: c2In.peerId, data: { candidate: null } });

    const ending = api(url, 'POST', '/api/advisor/video-sessions/end', {
      token: advisor,
      body: { sessionId: callId, endReason: 'ADVISOR_ENDED' },
    });
    expect(await c2.next('CALL_ENDED')).toEqual({ type: 'CALL_ENDED', reason: 'ADVISOR_ENDED' });
    // Told, the coach's page reads its calls again at once (before the advisor's answer, even): no trace.
    const activeForCoach = await api(url, 'GET', '/api/advisor/video-call/active', { token: coach });
    expect(activeForCoach.body.data.map((active: { id: string }) => active.id)).not.toContain(callId);
    await ending;
    expect((await a.next('CALL_ENDED')).reason).toBe('ADVISOR_ENDED');
    expect((await c2.closed()).code).toBe(SIGNAL_CLOSE.callEnded);
    expect(c2.received.filter((m) => m.type === 'SIGNAL')).toEqual([]);

    // A dropped connection is recorded on the call.
    o.ws.close();
    await expect.poll(() => statusOf(other, 'ADVISOR')).toBe('DISCONNECTED');
    const ended = await openSignal(url);
    ended.send({ type: 'AUTH', token: advisor, callId });
    expect((await ended.next('AUTH_ERROR')).message).toBe('Görüşme sona erdi');
  });

  it('admits a coach’s student (by her account) and the invited parent, records their connections, and closes the room when the coach ends it', async () => {
    const student = await loginAs(url, 'ogrenci@pusula.dev');
    const parent = await loginAs(url, 'veli@pusula.dev');
    const elif = (
      await server.deps.storage.sql.query<{ id: string }>("SELECT id FROM students WHERE first_name = 'Elif'")
    ).rows[0]!.id;
    const started = await api(url, 'POST', `/api/coach/students/${elif}/video-call`, {
      token: coach,
      body: { inviteParents: true },
    });
    expect(started.status).toBe(201);
    const callId = started.body.data.id as string;

    // The host is in her call from the start; the student must answer first.
    const host = await openSignal(url);
    host.send({ type: 'AUTH', token: coach, callId });
    expect(await host.next('AUTH_SUCCESS')).toMatchObject({ participantType: 'COACH', name: 'Mehmet Kaya' });
    const early = await openSignal(url);
    early.send({ type: 'AUTH', token: student, callId });
    expect((await early.next('AUTH_ERROR')).message).toBe('Önce görüşmeye katılın');
    const stranger = await openSignal(url);
    stranger.send({ type: 'AUTH', token: coach2, callId });
    expect((await stranger.next('AUTH_ERROR')).message).toBe('Bu görüşmeye katılma yetkiniz yok');

    for (const token of [student, parent])
      expect((await api(url, 'POST', `/api/video-calls/${callId}/join`, { token })).status).toBe(200);
    const s = await openSignal(url);
    s.send({ type: 'AUTH', token: student, callId });
    expect((await s.next('AUTH_SUCCESS')).participantType).toBe('STUDENT');
    const p = await openSignal(url);
    p.send({ type: 'AUTH', token: parent, callId });
    expect((await p.next('AUTH_SUCCESS')).participantType).toBe('PARENT');
    expect((await host.next('PEER_JOINED')).peer.participantType).toBe('STUDENT');
    expect((await host.next('PEER_JOINED')).peer.participantType).toBe('PARENT');
    await expect.poll(() => statusOf(callId, 'STUDENT')).toBe('CONNECTED');
    await expect.poll(() => statusOf(callId, 'PARENT')).toBe('CONNECTED');

    await api(url, 'POST', '/api/advisor/video-sessions/end', {
      token: coach,
      body: { sessionId: callId, endReason: 'COACH_ENDED' },
    });
    expect(await s.next('CALL_ENDED')).toEqual({ type: 'CALL_ENDED', reason: 'COACH_ENDED' });
    expect((await p.next('CALL_ENDED')).reason).toBe('COACH_ENDED');
    expect((await s.closed()).code).toBe(SIGNAL_CLOSE.callEnded);
  });
});
