// biome-ignore-all lint/suspicious/noExplicitAny: socket messages are inspected freely.
import { randomBytes } from 'node:crypto';
import { SIGNAL_CLOSE } from '@pusula/contracts';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { DEFAULT_WS_DOOR } from '../config';
import { LIVE_MESSAGES } from '../live/live-channel';
import { openLive, openSocket, upgradeStatus } from '../live/testing-live';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';
import { WS_CLOSE } from './ws-door';

const randomToken = () => randomBytes(32).toString('base64url');
/** Each test speaks from its own address (the server trusts X-Forwarded-For here), so limits do not mix. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const trpcParams = (token: string) => JSON.stringify({ method: 'connectionParams', data: { token } });
const trpcQuery = (id: number, path: string) => JSON.stringify({ id, method: 'query', params: { path } });

describe.each(TEST_STORAGE_KINDS)('the WebSocket door on %s', (storage) => {
  let world: DemoWorld;
  let url: string;
  beforeAll(async () => {
    // The production limits, not the generous ones of other tests.
    world = await startDemoWorld({ storage, config: { trustProxy: true, wsDoor: DEFAULT_WS_DOOR } });
    url = world.server.url;
  });
  afterAll(() => world.server.close());

  it('keeps answering other requests while sockets flood it with AUTH frames', async () => {
    /**
     * A probe every 100 ms for two seconds, each timed from when it was due: a flood that blocks the
     * event loop (the test shares it with the server) also delays the probes' start, and probes taken one
     * after another timed only the first one behind a flood (21 s on PGlite), the rest after it drained.
     */
    const medianOfProbes = async () => {
      const started = performance.now();
      const probes: Promise<number>[] = [];
      for (let i = 0; i < 20; i++) {
        const due = started + i * 100;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        probes.push(
          api(url, 'GET', '/api/advisor/notifications/unread-count', { token: world.tokens.coach1 }).then(
            (res) => (res.status === 200 ? performance.now() - due : Number.POSITIVE_INFINITY),
            // Unanswered (a connection reset once PGlite had held the loop for seconds): no answer at all.
            () => Number.POSITIVE_INFINITY,
          ),
        );
      }
      const times = (await Promise.all(probes)).sort((a, b) => a - b);
      return times[times.length >> 1]!;
    };
    await medianOfProbes(); // warm-up: first requests compile code and fill caches
    const idle = await medianOfProbes();

    const address = from('198.51.100.1');
    const live = await Promise.all([1, 2, 3, 4].map(() => openLive(url, { headers: address })));
    const trpc = await openSocket(url, '/trpc?connectionParams=1', { headers: address });
    const sent = (ws: WebSocket, frames: string[]) =>
      Promise.all(frames.map((frame) => new Promise((written) => ws.send(frame, written))));
    const authFrames = () =>
      Array.from({ length: 3_000 }, () => JSON.stringify({ type: 'AUTH', token: randomToken() }));
    const queries = Array.from({ length: 3_000 }, (_, i) => trpcQuery(i + 1, 'messages.unreadCount'));
    // The probes start once every frame has left this process (the test and the server share its loop).
    await Promise.all([
      ...live.map((socket) => sent(socket.ws, authFrames())),
      sent(trpc.ws, [trpcParams(randomToken()), ...queries]),
    ]);
    const flooded = await medianOfProbes();
    console.info(
      `[ws-door] ${storage}: probe median idle ${idle.toFixed(1)} ms, under flood ${flooded.toFixed(1)} ms`,
    );
    // An unguarded door held probes for seconds (21 s on PGlite); 500 ms leaves room for a machine that
    // is busy with other work, where a probe's median moves by tens of milliseconds either way.
    expect(flooded).toBeLessThanOrEqual(Math.max(3 * idle, 500));
    for (const socket of [...live, trpc]) expect((await socket.closed()).code).toBe(WS_CLOSE.authFailed);
  }, 60_000);

  it('answers one AUTH at a time on /live, and drops every frame after a refusal', async () => {
    const live = await openLive(url, { headers: from('198.51.100.2') });
    await live.next('AUTH_REQUIRED');
    live.send({ type: 'AUTH', token: randomToken() });
    for (let i = 0; i < 5; i++) {
      live.send('merhaba');
      live.send({ type: 'AUTH', token: world.tokens.coach1 });
    }
    expect(await live.next('AUTH_ERROR')).toEqual({ type: 'AUTH_ERROR', message: LIVE_MESSAGES.badToken });
    live.send({ type: 'AUTH', token: world.tokens.coach1 });
    expect((await live.closed()).code).toBe(WS_CLOSE.authFailed);
    expect(live.received).toEqual([
      { type: 'AUTH_REQUIRED' },
      { type: 'AUTH_ERROR', message: LIVE_MESSAGES.badToken },
    ]);
  });

  it('checks a /trpc token once, on connecting, and closes the socket when it is invalid', async () => {
    const bad = await openSocket(url, '/trpc?connectionParams=1', { headers: from('198.51.100.3') });
    bad.ws.send(trpcParams(randomToken()));
    for (let i = 1; i <= 20; i++) bad.ws.send(trpcQuery(i, 'messages.unreadCount'));
    expect((await bad.closed()).code).toBe(WS_CLOSE.authFailed);
    expect(bad.received.filter((m) => m.result)).toEqual([]);

    const good = await openSocket(url, '/trpc?connectionParams=1', { headers: from('198.51.100.3') });
    good.ws.send(trpcParams(world.tokens.coach1));
    good.ws.send(trpcQuery(1, 'messages.unreadCount'));
    await expect
      .poll(() => good.received.find((m) => m.id === 1))
      .toMatchObject({
        result: { type: 'data', data: { unreadCount: expect.any(Number) } },
      });
    good.close();

    // Without a token the socket serves public procedures, and refuses the rest as over HTTP.
    const anonymous = await openSocket(url, '/trpc', { headers: from('198.51.100.3') });
    anonymous.ws.send(trpcQuery(1, 'public.config'));
    anonymous.ws.send(trpcQuery(2, 'messages.unreadCount'));
    await expect.poll(() => anonymous.received.find((m) => m.id === 1)?.result?.type).toBe('data');
    await expect
      .poll(() => anonymous.received.find((m) => m.id === 2)?.error?.data?.code)
      .toBe('UNAUTHORIZED');
    expect(anonymous.ws.readyState).toBe(anonymous.ws.OPEN);
    anonymous.close();
  });

  it('lets one address hold only so many sockets that have not signed in, on every path together', async () => {
    const address = from('198.51.100.4');
    const cap = DEFAULT_WS_DOOR.unauthenticatedPerAddress;
    const paths = ['/live', '/signal', '/trpc?connectionParams=1'];
    const held = [];
    for (let i = 0; i < cap; i++) held.push(await openSocket(url, paths[i % 3]!, { headers: address }));
    for (const path of paths) expect(await upgradeStatus(url, path, address)).toBe(429);
    expect(await upgradeStatus(url, '/live', from('198.51.100.5'))).toBe(101);

    // A socket that signs in no longer counts; one that closes frees its place.
    held[0]!.send({ type: 'AUTH', token: world.tokens.coach1 });
    await held[0]!.next('AUTH_SUCCESS');
    const next = await openLive(url, { headers: address });
    expect(await upgradeStatus(url, '/live', address)).toBe(429);
    next.close();
    await next.closed();
    await expect.poll(() => upgradeStatus(url, '/signal', address)).toBe(101);
    for (const socket of held) socket.ws.terminate();
  });

  it('limits session checks per address and minute, but not the ones that succeed', async () => {
    const address = from('198.51.100.6');
    for (let i = 0; i < DEFAULT_WS_DOOR.authAttemptsPerMinute; i++) {
      const live = await openLive(url, { headers: address });
      live.send({ type: 'AUTH', token: randomToken() });
      expect((await live.next('AUTH_ERROR')).message).toBe(LIVE_MESSAGES.badToken);
      await live.closed();
    }
    const limited = await openLive(url, { headers: address });
    limited.send({ type: 'AUTH', token: world.tokens.coach1 });
    expect(await limited.next('AUTH_ERROR')).toEqual({ type: 'AUTH_ERROR', message: LIVE_MESSAGES.tooMany });
    expect((await limited.closed()).code).toBe(WS_CLOSE.tooMany);

    const signal = await openSocket(url, '/signal', { headers: address });
    signal.send({ type: 'AUTH', token: world.tokens.advisor1, callId: crypto.randomUUID() });
    expect((await signal.closed()).code).toBe(WS_CLOSE.tooMany);
    const trpc = await openSocket(url, '/trpc?connectionParams=1', { headers: address });
    trpc.ws.send(trpcParams(world.tokens.coach1));
    expect((await trpc.closed()).code).toBe(WS_CLOSE.tooMany);

    const office = from('198.51.100.7');
    for (let i = 0; i < DEFAULT_WS_DOOR.authAttemptsPerMinute + 10; i++) {
      const live = await openLive(url, { headers: office });
      await live.authenticate(world.tokens.coach1);
      live.close();
    }
  });

  it('lets a tab retry a dead token without using up its address’s attempts', async () => {
    // A tab whose password was changed elsewhere reconnects every five seconds with its old token.
    const address = from('198.51.100.8');
    const dead = randomToken();
    for (let i = 0; i < DEFAULT_WS_DOOR.authAttemptsPerMinute + 10; i++) {
      const live = await openLive(url, { headers: address });
      live.send({ type: 'AUTH', token: dead });
      expect((await live.next('AUTH_ERROR')).message).toBe(LIVE_MESSAGES.badToken);
      await live.closed();
    }
    const colleague = await openLive(url, { headers: address });
    await colleague.authenticate(world.tokens.coach1);
    colleague.close();
  });
});

describe('the WebSocket door without a sign-in', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { wsDoor: { ...DEFAULT_WS_DOOR, authTimeoutMs: 300 } } });
  });
  afterAll(() => server.close());

  it('closes sockets that do not sign in within the auth timeout, on every path', async () => {
    const live = await openLive(server.url);
    const signal = await openSocket(server.url, '/signal');
    const trpc = await openSocket(server.url, '/trpc?connectionParams=1');
    const started = performance.now();
    expect(await live.next('AUTH_ERROR', 2_000)).toEqual({
      type: 'AUTH_ERROR',
      message: LIVE_MESSAGES.timeout,
    });
    expect((await live.closed()).code).toBe(WS_CLOSE.authFailed);
    expect((await signal.closed()).code).toBe(SIGNAL_CLOSE.authFailed);
    expect((await trpc.closed()).code).toBe(WS_CLOSE.authFailed);
    expect(performance.now() - started).toBeLessThan(3_000);
    await expect.poll(() => server.liveClients()).toBe(0);
  });
});
