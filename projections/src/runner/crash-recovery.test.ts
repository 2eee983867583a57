import { describe, expect, it } from 'vitest';
import { createReadDb } from '../db';
import { notesProjector } from '../projectors';
import { TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { ProjectionRunner } from './runner';
import { appendAll, countingProjector, counts, notesSnapshot, putAwayAfterEach } from './testing';

describe.each(TEST_STORAGE_KINDS)('a runner that crashes on %s', (kind) => {
  let storage: TestStorage;
  const { cleanups, openStorage } = putAwayAfterEach(kind);
  const open = async () => (storage = await openStorage());

  it('applies every event exactly once after a crash between apply and commit', async () => {
    await open();
    const head = (await appendAll(storage, 300))!;
    let batches = 0;
    let crashed!: () => void;
    const crash = new Promise<void>((r) => {
      crashed = r;
    });
    const crashing = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [countingProjector, notesProjector],
      batchSize: 64,
      log: () => {},
      lazyCheckpointMs: 0,
      onBatchFailure: 'stop',
      beforeCommit: () => {
        if (++batches === 5) {
          crashed();
          throw new Error('injected crash before commit');
        }
      },
    });
    crashing.start();
    await crash;
    await crashing.stop();
    // Let the crashing runner die wherever it was, then start a clean one.
    const restarted = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [countingProjector, notesProjector],
      batchSize: 64,
    });
    restarted.start();
    await restarted.waitFor(head);
    await restarted.stop();
    expect(batches).toBeGreaterThanOrEqual(5);
    expect(await counts(storage)).toEqual({ 1: 450 });

    // The notes read model equals a replay from scratch into empty tables.
    const afterCrash = await notesSnapshot(storage);
    await storage.sql.query('TRUNCATE notes');
    await storage.sql.query("UPDATE projection_checkpoints SET position = NULL WHERE name = 'notes'");
    const replay = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
    });
    replay.start();
    await replay.waitFor(head);
    await replay.stop();
    expect(await notesSnapshot(storage)).toEqual(afterCrash);
    expect(afterCrash).toHaveLength(300);
  });

  it('goes on when its checkpoint could not be prepared at first: the database failed right after the lock', async () => {
    await open();
    const head = (await appendAll(storage, 10))!;
    let refusals = 1;
    const failingOnce = new Proxy(storage.sql, {
      get(target, key, receiver) {
        if (key === 'acquire')
          return () => (refusals-- > 0 ? Promise.reject(new Error('bağlantı kurulamadı')) : target.acquire());
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const db = createReadDb(failingOnce);
    cleanups.push(() => db.destroy());
    const runner = new ProjectionRunner({
      store: storage.store,
      db,
      sql: storage.sql,
      projectors: [countingProjector],
      log: () => {},
    });
    runner.start();
    cleanups.push(() => runner.stop());
    await expect.poll(() => runner.statuses()[0]!.checkpoint, { timeout: 20_000 }).toBe(head);
    expect(runner.statuses()[0]).toMatchObject({ active: true, lastError: null });
    expect(refusals).toBeLessThan(0);
    expect(await counts(storage)).toEqual({ 1: 15 });
  });

  it('crashes at a random batch many times and still applies each event once', async () => {
    await open();
    const head = (await appendAll(storage, 120))!;
    for (let round = 0; round < 6; round++) {
      const crashAt = 1 + Math.floor(Math.random() * 4);
      let seen = 0;
      const runner = new ProjectionRunner({
        store: storage.store,
        db: storage.db,
        sql: storage.sql,
        projectors: [countingProjector],
        batchSize: 17,
        log: () => {},
        lazyCheckpointMs: 0,
        onBatchFailure: 'stop',
        beforeCommit: () => {
          if (++seen === crashAt) throw new Error('crash');
        },
      });
      runner.start();
      // Until it crashed, or caught up without reaching its crash point.
      while (!runner.statuses()[0]!.lastError && runner.statuses()[0]!.checkpoint !== head) {
        await new Promise((r) => setTimeout(r, 5));
      }
      await runner.stop();
    }
    const finisher = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [countingProjector],
    });
    finisher.start();
    await finisher.waitFor(head);
    await finisher.stop();
    expect(await counts(storage)).toEqual({ 1: 180 });
  });
});
