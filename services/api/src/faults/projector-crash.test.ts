import { ALL_PROJECTORS, ProjectionRunner, type Projector, resetProjection } from '@pusula/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';

/**
 * Every projector of the server killed at random points over a real log (the demo seed plus notes, reads
 * and replies): before it applies a batch, half-way through a batch, or after applying it but before the
 * commit, with a different batch size each round. Pass: once they have caught up, every read-model table
 * equals a replay from scratch (the runner's rebuild) and equals what the undisturbed server had built.
 */
class Killed extends Error {
  constructor() {
    super('killed (fault injection)');
  }
}

const ROUNDS = 25;

describe('projectors killed at random points', () => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('end with read models equal to a replay from scratch', async () => {
    const { url } = world.server;
    const { deps } = world.server;
    // More history: notes to two coaches, some read, some replied.
    for (let i = 0; i < 12; i++) {
      const res = await api(url, 'POST', '/api/advisor-notes', {
        token: world.tokens.advisor1,
        body: {
          coachId: world.ids.coach1,
          studentId: world.ids.arda,
          content: `Çökme testi notu ${i}: türev ve integral tekrarı.`,
          priority: (['NORMAL', 'MEDIUM', 'HIGH'] as const)[i % 3],
          pageContext: '/advisor/students',
        },
      });
      expect(res.status).toBe(201);
      const noteId = res.body.data.id;
      if (i % 3 === 1)
        expect(
          (await api(url, 'PUT', `/api/advisor-notes/${noteId}/read`, { token: world.tokens.coach1 })).status,
        ).toBe(200);
      if (i % 3 === 2)
        expect(
          (
            await api(url, 'POST', `/api/advisor-notes/${noteId}/reply`, {
              token: world.tokens.coach1,
              body: { coachReply: `Tamam, bu hafta ${i}. konuyu çalışacağız.` },
            })
          ).status,
        ).toBe(200);
    }
    await deps.runner.catchUp();
    await deps.runner.stop();
    const head = (await deps.storage.store.committedHead())!;
    const tables = [...new Set(ALL_PROJECTORS.flatMap((p) => p.tables))];
    const snapshot = async () => {
      const out: Record<string, string[]> = {};
      for (const table of tables) {
        const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(
          deps.storage.db,
        );
        out[table] = rows.map((r) => JSON.stringify(r)).sort();
      }
      return out;
    };
    const built = await snapshot();
    expect(Object.values(built).reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(50);

    for (const p of ALL_PROJECTORS) await resetProjection(deps.storage.db, p);
    let kills = 0;
    const random = (() => {
      let seed = 12345; // reproducible: the same kill points on every run
      return () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
    })();
    const where = () => (['before', 'middle', 'after', 'none', 'none'] as const)[Math.floor(random() * 5)]!;
    for (let round = 0; round < ROUNDS; round++) {
      let plan = where();
      const killable = (p: Projector): Projector => ({
        ...p,
        async apply(trx, events) {
          if (plan === 'before') throw new Killed();
          if (plan === 'middle' && events.length > 1) {
            await p.apply(trx, events.slice(0, Math.floor(events.length / 2)));
            throw new Killed();
          }
          await p.apply(trx, events);
        },
      });
      const runner = new ProjectionRunner({
        store: deps.storage.store,
        db: deps.storage.db,
        sql: deps.storage.sql,
        projectors: ALL_PROJECTORS.map(killable),
        batchSize: 1 + Math.floor(random() * 40),
        log: () => {},
        // Every batch commits (none skipped as lazy), and a failure ends the runner as a crash would.
        lazyCheckpointMs: 0,
        onBatchFailure: 'stop',
        beforeCommit: () => {
          const now = plan;
          plan = where();
          if (now === 'after') throw new Killed();
        },
      });
      runner.start();
      const settled = () =>
        runner.statuses().every((s) => s.lastError || (s.checkpoint !== null && s.checkpoint >= head));
      const deadline = Date.now() + 20_000;
      while (!settled()) {
        if (Date.now() > deadline)
          throw new Error(`round ${round} stuck: ${JSON.stringify(runner.statuses())} head ${head}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      kills += runner.statuses().filter((s) => s.lastError).length;
      await runner.stop();
    }
    expect(kills).toBeGreaterThan(10);

    const finisher = new ProjectionRunner({
      store: deps.storage.store,
      db: deps.storage.db,
      sql: deps.storage.sql,
      projectors: ALL_PROJECTORS,
      log: () => {},
    });
    finisher.start();
    await finisher.waitFor(head);
    const afterKills = await snapshot();
    await finisher.rebuild();
    const replayed = await snapshot();
    await finisher.stop();

    for (const table of tables) {
      expect({ table, rows: afterKills[table] }).toEqual({ table, rows: replayed[table] });
      expect({ table, rows: afterKills[table] }).toEqual({ table, rows: built[table] });
    }
  }, 120_000);
});
