import type { SqlClient } from '@pusula/eventstore';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadDb } from '../db';
import type { Projector } from '../projector';
import { notesProjector } from '../projectors';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { listenForCheckpointNotices } from './checkpoint-notices';
import { ProjectionRunner } from './runner';
import { appendAll, countingProjector, countingStatements, counts, openCountingStorage } from './testing';
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

describe.skipIf(!TEST_STORAGE_KINDS.includes('postgres'))(
  'waiting on a process that runs no projector, told by checkpoint notices (PostgreSQL)',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const c of cleanups.splice(0).reverse()) await c();
    });

    /**
     * A leader and a standby "process" (a pool of its own) whose statements on projection_checkpoints
     * are counted; the standby hears notices through `listenVia` (its own client by default).
     */
    async function leaderAndStandby(options: {
      leaderTells: boolean;
      pollMs: number;
      beforeCommit?: () => Promise<void>;
      listenVia?: (client: SqlClient) => SqlClient;
    }) {
      const storage = await openCountingStorage('postgres');
      cleanups.push(() => storage.close());
      const leaderNotices = await listenForCheckpointNotices(storage.sql);
      cleanups.push(() => leaderNotices.stop());
      const leader = new ProjectionRunner({
        store: storage.store,
        db: storage.db,
        sql: storage.sql,
        projectors: [countingProjector],
        ...(options.leaderTells ? { checkpointNotices: leaderNotices } : {}),
        beforeCommit: options.beforeCommit,
      });
      leader.start();
      cleanups.push(() => leader.stop());
      await expect.poll(() => leader.statuses()[0]!.active).toBe(true);

      const second = await storage.openSecondClient!();
      const checkpointQueries = countingStatements(second, 'projection_checkpoints');
      const secondDb = createReadDb(checkpointQueries.sql);
      const notices = await listenForCheckpointNotices(options.listenVia?.(second) ?? second);
      cleanups.push(async () => {
        await notices.stop();
        await secondDb.destroy();
        await second.close();
      });
      const standby = new ProjectionRunner({
        store: storage.store,
        db: secondDb,
        sql: checkpointQueries.sql,
        projectors: [countingProjector],
        checkpointNotices: notices,
        storedCheckpointPollMs: options.pollMs,
      });
      standby.start();
      cleanups.push(() => standby.stop());
      // It reads where the projectors stood once, when it starts hearing notices.
      await expect.poll(() => checkpointQueries.count()).toBe(1);
      return { storage, leader, standby, checkpointQueries };
    }

    it('resolves every waiter on the commit notice, without a checkpoint query', async () => {
      let holdBack!: () => void;
      const heldBack = new Promise<void>((resolve) => {
        holdBack = resolve;
      });
      const { storage, standby, checkpointQueries } = await leaderAndStandby({
        leaderTells: true,
        // Only a notice can resolve them within the test.
        pollMs: 60_000,
        beforeCommit: () => heldBack,
      });
      const head = (await appendAll(storage, 5))!;
      const waiting = Array.from({ length: 200 }, () => standby.waitFor(head, undefined, 20_000));
      await new Promise((r) => setTimeout(r, 300));
      holdBack();
      await Promise.all(waiting);
      expect(checkpointQueries.count()).toBe(1);
      expect(standby.storedCheckpointReads).toBe(1);
      expect(await counts(storage)).toEqual({ 1: 8 });
    }, 60_000);

    it('resolves a waiter whose notice was lost through the slow poll of the stored checkpoints', async () => {
      // A leader that tells nothing: every notice lost.
      const { storage, leader, standby } = await leaderAndStandby({ leaderTells: false, pollMs: 200 });
      const head = (await appendAll(storage, 5))!;
      await leader.waitFor(head);
      await standby.waitFor(head, undefined, 10_000);
      expect(standby.storedCheckpointReads).toBeGreaterThan(1);
    }, 60_000);

    it('reads the stored checkpoints once when its listening connection is made again: a missed notice holds nobody up', async () => {
      let remade!: () => void;
      const { storage, leader, standby, checkpointQueries } = await leaderAndStandby({
        leaderTells: false,
        pollMs: 60_000,
        // What the client does when its listening connection is made again: tells '' (see SqlClient.listen).
        listenVia: (client) =>
          new Proxy(client, {
            get(target, key, receiver) {
              if (key === 'listen')
                return (channel: string, onNotify: (payload: string) => void) => {
                  remade = () => onNotify('');
                  return target.listen(channel, onNotify);
                };
              const value: unknown = Reflect.get(target, key, receiver);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          }),
      });
      const head = (await appendAll(storage, 5))!;
      await leader.waitFor(head);
      let resolved = false;
      const waiting = standby.waitFor(head, undefined, 20_000).then(() => {
        resolved = true;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(resolved).toBe(false);
      remade();
      await waiting;
      expect(checkpointQueries.count()).toBe(2);
    }, 60_000);
  },
);
