// biome-ignore-all lint/suspicious/noExplicitAny: test responses are inspected freely.
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import { capturedLog, type LogLine } from '../observability/testing-log';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { api } from '../testing-http';
import { startLoadGauge } from './load-gauge';

/** Keeps this process's event loop busy in slices of `sliceMs`, with I/O let through between them. */
function busyLoop(sliceMs: number): () => void {
  let on = true;
  const spin = () => {
    if (!on) return;
    const until = performance.now() + sliceMs;
    while (performance.now() < until) {
      // Busy on purpose: this is the load.
    }
    setTimeout(spin, 0);
  };
  spin();
  return () => {
    on = false;
  };
}

const LIMITS = { maxEventLoopDelayMs: 100, maxHeapShare: 0.9, sampleMs: 50 };

describe('the load gauge', () => {
  it('lets one long block pass, calls a loop kept busy overloaded, and recovers by itself', async () => {
    const changes: (string | null)[] = [];
    const gauge = startLoadGauge(LIMITS, (cause) => changes.push(cause));
    try {
      // One block (a slow query, a GC pause): one sample over the limit is not an overload.
      const until = performance.now() + 400;
      while (performance.now() < until) {
        // Blocked: no timer can run.
      }
      await new Promise((resolve) => setTimeout(resolve, LIMITS.sampleMs * 4));
      expect(changes).toEqual([]);

      const stop = busyLoop(250);
      try {
        await expect.poll(() => gauge.overload(), { timeout: 10_000 }).toBe('event-loop');
      } finally {
        stop();
      }
      await expect.poll(() => gauge.overload(), { timeout: 10_000 }).toBeNull();
      expect(changes).toEqual(['event-loop', null]);
    } finally {
      gauge.stop();
    }
  });

  it('calls a heap over its share of the limit overloaded', async () => {
    const gauge = startLoadGauge({ ...LIMITS, maxHeapShare: 1e-6 }, () => {});
    try {
      await expect.poll(() => gauge.overload(), { timeout: 10_000 }).toBe('memory');
    } finally {
      gauge.stop();
    }
  });
});

/**
 * Load shedding on the real server: while its event loop is kept busy, API requests get a fast 503 with
 * the Turkish try-again message and Retry-After, readiness fails (a balancer stops sending work) and
 * liveness holds (nobody restarts it); once the load stops, it serves again by itself.
 */
describe.each(TEST_STORAGE_KINDS)('load shedding (%s)', (storage) => {
  let server: RunningServer;
  let lines: LogLine[];

  beforeAll(async () => {
    const log = capturedLog();
    lines = log.lines;
    server = await startTestServer({ storage, logger: log.logger, config: { overload: LIMITS } });
  });
  afterAll(() => server?.close());

  it('refuses API work with 503 while overloaded and serves again once the load is gone', async () => {
    const me = () => api(server.url, 'GET', '/api/auth/me');
    // Starting a server is load too: it may shed for a sample or two right after.
    await expect.poll(async () => (await me()).status, { timeout: 30_000 }).toBe(401);

    const stop = busyLoop(250);
    let refused: Awaited<ReturnType<typeof me>> | undefined;
    let ready: Awaited<ReturnType<typeof me>> | undefined;
    let live: Awaited<ReturnType<typeof me>> | undefined;
    try {
      const deadline = Date.now() + 30_000;
      while (!refused && Date.now() < deadline) {
        const res = await me();
        if (res.status === 503) refused = res;
      }
      ready = await api(server.url, 'GET', '/readyz');
      live = await api(server.url, 'GET', '/livez');
    } finally {
      stop();
    }
    expect(refused?.body).toEqual({ success: false, message: MESSAGES.overloaded });
    expect(refused?.headers.get('retry-after')).toBe('2');
    expect(live?.status).toBe(200);
    // Readiness read while still overloaded (a sample may have cleared it just before: then it is ready).
    expect(['overloaded', 'ready']).toContain(ready?.body.status);

    await expect.poll(async () => (await me()).status, { timeout: 30_000 }).toBe(401);
    await expect.poll(async () => (await api(server.url, 'GET', '/readyz')).status).toBe(200);

    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', cause: 'event-loop' }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'load back within limits' }));
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'unavailable',
        route: '/api/*',
        reason: expect.stringMatching(/^overloaded/),
      }),
    );
    const shed = await server.deps.metrics.registry.getSingleMetricAsString('pusula_http_shed_total');
    expect(shed).toMatch(/pusula_http_shed_total\{cause="event-loop"\} [1-9]/);
  });
});
