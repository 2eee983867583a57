import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLive } from '../live/testing-live';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';

/**
 * 10% of the /live sockets die without a goodbye: half of them cut (the TCP connection torn down, no
 * close frame), half left half-open (the peer stops reading: no pong, no FIN, as after a lost network).
 * Pass: the server's client count is back to the number of live sockets within two heartbeats (plus
 * scheduling slack on a shared machine), and the remaining sockets still get their notifications.
 */
const HEARTBEAT_MS = 250;
const SOCKETS = 40;
/** A beat that comes late (a stalled process) judges nobody, so a busy machine can add a round. */
const SLACK_MS = 1_000;

describe('/live after cut and half-open sockets', () => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld({ config: { liveHeartbeatMs: HEARTBEAT_MS } });
  });
  afterAll(() => world.server.close());

  it('drops the dead within two heartbeats and keeps serving the rest', async () => {
    const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => openLive(world.server.url)));
    await Promise.all(
      sockets.map(async (s, i) => {
        s.send({ type: 'AUTH', token: i % 2 ? world.tokens.coach1 : world.tokens.advisor1 });
        await s.next('AUTH_SUCCESS');
      }),
    );
    expect(world.server.liveClients()).toBe(SOCKETS);

    const dying = SOCKETS / 10;
    const cut = sockets.slice(0, dying / 2);
    const halfOpen = sockets.slice(dying / 2, dying);
    const alive = sockets.slice(dying);
    const started = performance.now();
    for (const s of cut) (s.ws as unknown as { _socket: Socket })._socket.destroy();
    // Reading stops: pings pile up unanswered in the kernel buffer, the connection stays established.
    for (const s of halfOpen) (s.ws as unknown as { _socket: Socket })._socket.pause();

    let elapsed = Number.POSITIVE_INFINITY;
    while (performance.now() - started < 4 * HEARTBEAT_MS + 2_000) {
      if (world.server.liveClients() === alive.length) {
        elapsed = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(world.server.liveClients()).toBe(alive.length);
    expect(elapsed).toBeLessThanOrEqual(2 * HEARTBEAT_MS + SLACK_MS);

    // The survivors answered every ping meanwhile, and still receive: a note reaches each coach tab.
    const coachTabs = alive.filter((_, i) => (i + dying) % 2 === 1);
    const res = await api(world.server.url, 'POST', '/api/advisor-notes', {
      token: world.tokens.advisor1,
      body: {
        coachId: world.ids.coach1,
        studentId: world.ids.arda,
        content: 'Kopan bağlantılardan sonra gelen not.',
        priority: 'MEDIUM',
        pageContext: '/advisor/students',
      },
    });
    expect(res.status).toBe(201);
    await Promise.all(coachTabs.map((s) => s.next('NOTIFICATION')));
    await new Promise((r) => setTimeout(r, 2 * HEARTBEAT_MS));
    expect(world.server.liveClients()).toBe(alive.length);
    for (const s of [...alive, ...halfOpen]) s.ws.terminate();
  }, 60_000);
});
