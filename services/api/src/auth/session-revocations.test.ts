// biome-ignore-all lint/suspicious/noExplicitAny: socket messages are inspected freely.
import { SIGNAL_CLOSE } from '@pusula/contracts';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../live/live-channel';
import { openLive, openSocket } from '../live/testing-live';
import { SIGNAL_TEXTS } from '../signalling/signalling-server';
import { startTestServer } from '../testing';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api, loginAs } from '../testing-http';
import { WS_CLOSE } from '../ws/ws-door';

/** How soon an ended session's sockets must be closed: well inside the default 30 s heartbeat. */
const WITHIN_MS = 1_000;

/** A /trpc socket signed in by connectionParams with a live notifications subscription. */
async function trpcSubscription(baseUrl: string, token: string) {
  const socket = await openSocket(baseUrl, '/trpc?connectionParams=1');
  socket.ws.send(JSON.stringify({ method: 'connectionParams', data: { token } }));
  socket.ws.send(
    JSON.stringify({ id: 1, method: 'subscription', params: { path: 'notifications.live', input: {} } }),
  );
  await expect.poll(() => socket.received.find((m) => m.id === 1)?.result?.type).toBe('started');
  return socket;
}

/** The /live, /trpc and /signal sockets of one session of the second advisor (who starts a call with their coach to be let into /signal). */
async function socketsOf(world: DemoWorld, baseUrl: string, token: string) {
  const live = await openLive(baseUrl);
  await live.authenticate(token);
  const trpc = await trpcSubscription(baseUrl, token);
  const call = await api(baseUrl, 'POST', '/api/advisor/video-call', {
    token,
    body: { participantType: 'COACH', coachId: world.ids.coach4 },
  });
  expect(call.status).toBe(201);
  const signal = await openSocket(baseUrl, '/signal');
  signal.send({ type: 'AUTH', token, callId: call.body.data.id });
  await signal.next('AUTH_SUCCESS');
  return { live, trpc, signal };
}

type Sockets = Awaited<ReturnType<typeof socketsOf>>;

async function expectClosedSoon({ live, trpc, signal }: Sockets) {
  const started = performance.now();
  expect(await live.next('AUTH_ERROR', WITHIN_MS)).toEqual({
    type: 'AUTH_ERROR',
    message: LIVE_MESSAGES.sessionEnded,
  });
  expect((await live.closed(WITHIN_MS)).code).toBe(WS_CLOSE.authFailed);
  expect((await trpc.closed(WITHIN_MS)).code).toBe(WS_CLOSE.authFailed);
  expect((await signal.next('AUTH_ERROR', WITHIN_MS)).message).toBe(SIGNAL_TEXTS.sessionEnded);
  expect((await signal.closed(WITHIN_MS)).code).toBe(SIGNAL_CLOSE.authFailed);
  return performance.now() - started;
}

const stillOpen = (s: Sockets) =>
  [s.live, s.trpc, s.signal].every((socket) => socket.ws.readyState === socket.ws.OPEN);
const closeAll = (s: Sockets) => {
  for (const socket of [s.live, s.trpc, s.signal]) socket.ws.terminate();
};

describe.each(TEST_STORAGE_KINDS)('sockets of an ended session on %s', (storage) => {
  let world: DemoWorld;
  let url: string;
  beforeAll(async () => {
    // The default heartbeat (30 s): only the revocation itself can close the sockets in time.
    world = await startDemoWorld({ storage });
    url = world.server.url;
  });
  afterAll(() => world.server.close());

  it('closes the sockets of a session at logout, and only those', async () => {
    const token = await loginAs(url, 'danisman2@pusula.dev');
    const other = await loginAs(url, 'danisman2@pusula.dev');
    const ending = await socketsOf(world, url, token);
    const staying = await socketsOf(world, url, other);
    const logout = await api(url, 'POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    await expectClosedSoon(ending);
    await new Promise((r) => setTimeout(r, 200));
    expect(stillOpen(staying)).toBe(true);
    closeAll(staying);
  });

  it('closes every socket of an account when it is deactivated', async () => {
    const token = await loginAs(url, 'danisman2@pusula.dev');
    const sockets = await socketsOf(world, url, token);
    try {
      const res = await api(url, 'POST', `/api/admin/accounts/${world.ids.advisor2}/deactivate`, {
        token: world.tokens.admin,
      });
      expect(res.status).toBe(200);
      await expectClosedSoon(sockets);
    } finally {
      await api(url, 'POST', `/api/admin/accounts/${world.ids.advisor2}/reactivate`, {
        token: world.tokens.admin,
      });
    }
  });

  it('closes every socket of an account when its password changes', async () => {
    const token = await loginAs(url, 'danisman2@pusula.dev');
    const sockets = await socketsOf(world, url, token);
    const res = await api(url, 'POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'Pusula.2025', newPassword: 'yepyeni bir parola 2026' },
    });
    expect(res.status).toBe(200);
    await expectClosedSoon(sockets);
  });

  it.runIf(storage === 'postgres')(
    'closes the sockets another server holds on the same database, and that server forgets the session',
    async () => {
      const second = await startTestServer({ config: { databaseUrl: world.server.deps.config.databaseUrl } });
      try {
        const token = await loginAs(url, 'koc@pusula.dev');
        const live = await openLive(second.url);
        await live.authenticate(token);
        const trpc = await trpcSubscription(second.url, token);
        const me = () => api(second.url, 'GET', '/api/auth/me', { token });
        expect((await me()).status).toBe(200); // now in the second server's session cache
        expect((await api(url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
        expect(await live.next('AUTH_ERROR', WITHIN_MS)).toEqual({
          type: 'AUTH_ERROR',
          message: LIVE_MESSAGES.sessionEnded,
        });
        expect((await trpc.closed(WITHIN_MS)).code).toBe(WS_CLOSE.authFailed);
        expect((await me()).status).toBe(401);
      } finally {
        await second.close();
      }
    },
  );
});
