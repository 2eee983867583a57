import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import type { HealthReport } from './health';

/**
 * Two processes on one PostgreSQL: the first runs the projectors, the second ("standby") runs none. The
 * standby's health must say where the read models stand from the stored checkpoints, not from the head
 * of the log, and answer as cheaply as the leader's.
 */
describe.skipIf(!process.env.DATABASE_URL)('/healthz on a process that runs no projector', () => {
  let leader: RunningServer;
  let standby: RunningServer;

  beforeAll(async () => {
    leader = await startTestServer({ storage: 'postgres', config: { seedDemo: true } });
    standby = await startTestServer({ config: { databaseUrl: leader.deps.config.databaseUrl } });
  }, 120_000);
  afterAll(async () => {
    await standby?.close();
    await leader?.close();
  });

  const health = async (server: RunningServer) =>
    (await (await fetch(`${server.url}/healthz`)).json()) as HealthReport;

  it('reports the stored checkpoints and no lag when the leader is caught up', async () => {
    // The servers' own timers may append meanwhile: caught up means at the head as it is when asked.
    const caughtUp = async () => {
      const head = await leader.deps.storage.store.head();
      await leader.deps.runner.waitFor(head!);
      return health(standby);
    };
    await expect
      .poll(async () => (await caughtUp()).projections.every((p) => p.checkpoint !== null && p.lag === 0), {
        timeout: 20_000,
      })
      .toBe(true);
    const report = await health(standby);
    expect(report.status).toBe('ok');
    expect(report.projections.length).toBeGreaterThan(0);
    expect(report.projections.every((p) => !p.active)).toBe(true);
    const leaders = await health(leader);
    expect(leaders.projections.every((p) => p.active && p.lag === 0)).toBe(true);
  });
});
