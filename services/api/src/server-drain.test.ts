import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing';

/** A GET over its own connection: the status, or the error code when the connection is refused. */
function get(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe('shutting down (SIGTERM)', () => {
  it('fails readiness, takes no new connection and lets the requests in flight finish', {
    timeout: 90_000,
  }, async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    const server = await startTestServer({
      extraRoutes: [
        (app) =>
          app.get('/api/test/slow', async (c) => {
            arrived++;
            await released;
            return c.json({ success: true });
          }),
      ],
    });
    const readiness = await get(`${server.url}/healthz`);
    expect(readiness).toBe(200);

    const inFlight = Array.from({ length: 20 }, () => get(`${server.url}/api/test/slow`));
    await expect.poll(() => arrived, { timeout: 20_000 }).toBe(20);
    const closed = server.close();
    // The listener is closed at once: a new connection (a balancer's probe, a new request) is refused.
    await expect.poll(() => get(`${server.url}/healthz`)).toBe('ECONNREFUSED');
    expect(server.deps.lifecycle.draining).toBe(true);

    release();
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    await closed;
  });

  it('does not wait for idle keep-alive connections', { timeout: 90_000 }, async () => {
    const server = await startTestServer();
    // fetch keeps its connection open for the next request.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(4_000);
  });
});
