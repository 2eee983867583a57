import { afterEach, describe, expect, it } from 'vitest';
import { createReadDb } from '../db';
import type { Projector } from '../projector';
import { notesProjector } from '../projectors';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { ProjectionRunner } from './runner';
import { appendAll, countingProjector, counts, openCountingStorage } from './testing';
import { ProjectionWaitTimeout } from './waiting';

describe.each(TEST_STORAGE_KINDS)('waiting for read models on %s', (kind) => {
  let storage: TestStorage;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('tells a waiter at once when a projector it waits for is failing, instead of after the timeout', async () => {
    storage = await openCountingStorage(kind);
    cleanups.push(() => storage.close());
    let failing = true;
    const flaky: Projector = {
      ...notesProjector,
      name: 'flaky-notes',
      async apply(trx, events) {
        if (failing) throw new Error('veritabanına ulaşılamıyor');
        await notesProjector.apply(trx, events);
      },
    };
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [flaky],
      log: () => {},
    });
    runner.start();
    cleanups.push(() => runner.stop());
    const head = (await appendAll(storage, 1))!;
    const started = Date.now();
    const error = await runner.waitFor(head, undefined, 20_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectionWaitTimeout);
    expect(String(error)).toContain('flaky-notes is failing');
    expect(Date.now() - started).toBeLessThan(10_000);
    failing = false; // it recovers on its own retry, and waiting works again
    while (runner.statuses()[0]!.lastError !== null) await new Promise((r) => setTimeout(r, 50));
    await runner.waitFor(head, undefined, 20_000);
  });
});

describe.skipIf(!TEST_STORAGE_KINDS.includes('postgres'))(
  'waiting on a process that runs no projector (PostgreSQL)',
  () => {
    it('follows the stored checkpoint with one query at a time, however many wait', async () => {
      const storage = await openTestStorage('postgres');
      await storage.sql.query('CREATE TABLE applied_counts (event_id text PRIMARY KEY, n integer NOT NULL)');
      const second = await storage.openSecondClient!();
      const secondDb = createReadDb(second);
      // The leader holds the lock but is held back before its next commit, so the waiters wait a while.
      let holdBack!: () => void;
      const heldBack = new Promise<void>((resolve) => {
        holdBack = resolve;
      });
      const leader = new ProjectionRunner({
        store: storage.store,
        db: storage.db,
        sql: storage.sql,
        projectors: [countingProjector],
        beforeCommit: () => heldBack,
      });
      const standby = new ProjectionRunner({
        store: storage.store,
        db: secondDb,
        sql: second,
        projectors: [countingProjector],
      });
      try {
        leader.start();
        await expect.poll(() => leader.statuses()[0]!.active).toBe(true);
        standby.start();
        const head = (await appendAll(storage, 5))!;
        const waiting = Array.from({ length: 200 }, () => standby.waitFor(head, undefined, 20_000));
        await new Promise((r) => setTimeout(r, 1_000));
        const readsWhileWaiting = standby.storedCheckpointReads;
        // About one read per 50 ms for all of them, not one per waiter.
        expect(readsWhileWaiting).toBeGreaterThan(0);
        expect(readsWhileWaiting).toBeLessThanOrEqual(25);
        holdBack();
        await Promise.all(waiting);
        await leader.stop();
        expect(standby.statuses()[0]!.active).toBe(false);
        expect(await counts(storage)).toEqual({ 1: 8 });
      } finally {
        await standby.stop();
        await secondDb.destroy();
        await second.close();
        await storage.close();
      }
    }, 60_000);
  },
);
