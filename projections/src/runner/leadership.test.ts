import type { SqlClient } from '@pusula/eventstore';
import { describe, expect, it } from 'vitest';
import { createReadDb } from '../db';
import { notesProjector } from '../projectors';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { ProjectionRunner } from './runner';
import { anotherProcess, appendAll, countingProjector, counts, putAwayAfterEach } from './testing';

describe.each(TEST_STORAGE_KINDS)('who runs a projector on %s', (kind) => {
  let storage: TestStorage;
  const { cleanups, openStorage } = putAwayAfterEach(kind);
  const open = async () => (storage = await openStorage());

  it('tells who runs a projector: acquired when it takes the lock, released when it stops', async () => {
    await open();
    const changes: string[] = [];
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [countingProjector, notesProjector],
      onLeadership: (projector, change) => changes.push(`${projector} ${change}`),
    });
    runner.start();
    await expect.poll(() => [...changes].sort()).toEqual(['counting acquired', 'notes acquired']);
    await runner.stop();
    expect(changes.slice(2).sort()).toEqual(['counting released', 'notes released']);
  });

  it('lets only one of two runners started at once apply', async () => {
    await open();
    const head = (await appendAll(storage, 200))!;
    const second = await anotherProcess(storage, cleanups);
    const a = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [countingProjector],
      batchSize: 10,
      standbyRetryMs: 50,
    });
    const b = new ProjectionRunner({
      store: storage.store,
      db: second.db,
      sql: second.sql,
      projectors: [countingProjector],
      batchSize: 10,
      standbyRetryMs: 50,
    });
    a.start();
    b.start();
    await new Promise((r) => setTimeout(r, 100));
    const active = [a, b].filter((r) => r.statuses()[0]!.active);
    expect(active).toHaveLength(1);
    await active[0]!.waitFor(head);
    expect(await counts(storage)).toEqual({ 1: 300 });

    // The standby takes over when the active one stops, and goes on from the stored checkpoint.
    const standby = active[0] === a ? b : a;
    await active[0]!.stop();
    const more = (await appendAll(storage, 10))!;
    while (!standby.statuses()[0]!.active) await new Promise((r) => setTimeout(r, 20));
    await standby.waitFor(more);
    await standby.stop();
    expect(await counts(storage)).toEqual({ 1: 315 });
  });

  it('keeps a standby off the lock while events are appended: it retries on its timer, not per append', async () => {
    await open();
    const second = await anotherProcess(storage, cleanups);
    const leader = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [countingProjector],
    });
    leader.start();
    cleanups.push(() => leader.stop());
    while (!leader.statuses()[0]!.active) await new Promise((r) => setTimeout(r, 10));
    // Counts the standby's attempts on the real lock, which stays the store's own.
    let lockAttempts = 0;
    const countingSql = new Proxy(second.sql, {
      get(target, key, receiver) {
        if (key === 'tryLock')
          return (name: string) => {
            lockAttempts += 1;
            return target.tryLock(name);
          };
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const standby = new ProjectionRunner({
      store: storage.store,
      db: second.db,
      sql: countingSql,
      projectors: [countingProjector],
      standbyRetryMs: 60_000,
    });
    standby.start();
    cleanups.push(() => standby.stop());
    while (lockAttempts === 0) await new Promise((r) => setTimeout(r, 10));
    const head = (await appendAll(storage, 40))!;
    await leader.waitFor(head);
    expect(standby.statuses()[0]!.active).toBe(false);
    expect(lockAttempts).toBe(1);

    // Stopping wakes the standby at once instead of leaving it asleep on its one-minute timer.
    const stopping = Date.now();
    await standby.stop();
    expect(Date.now() - stopping).toBeLessThan(30_000);
    expect(await counts(storage)).toEqual({ 1: 60 });
  });
});

describe.skipIf(!TEST_STORAGE_KINDS.includes('postgres'))(
  'a runner whose lock session ends (PostgreSQL)',
  () => {
    it('notices within seconds and stops, so only the runner that took the lock over applies', async () => {
      const storage = await openTestStorage('postgres');
      await storage.sql.query('CREATE TABLE applied_counts (event_id text PRIMARY KEY, n integer NOT NULL)');
      const second = await storage.openSecondClient!();
      const secondDb = createReadDb(second);
      const logged: string[] = [];
      const changes: string[] = [];
      const runnerOn = (client: SqlClient, db = storage.db, name?: string) =>
        new ProjectionRunner({
          store: storage.store,
          db,
          sql: client,
          projectors: [countingProjector],
          batchSize: 10,
          standbyRetryMs: 50,
          log: (message) => logged.push(message),
          // Runner a keeps the default (a lost lock is written through `log`); b tells its changes.
          ...(name ? { onLeadership: (_: string, change: string) => changes.push(`${name} ${change}`) } : {}),
        });
      const a = runnerOn(storage.sql);
      const b = runnerOn(second, secondDb, 'b');
      try {
        a.start();
        await new Promise((r) => setTimeout(r, 200));
        b.start();
        const head = (await appendAll(storage, 20))!;
        await a.waitFor(head);
        expect(a.statuses()[0]!.active).toBe(true);
        expect(b.statuses()[0]!.active).toBe(false);

        // An operator (or a failover) ends the database session that holds a's lock.
        const { rows } = await storage.sql.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_locks
         WHERE locktype = 'advisory' AND objsubid = 2
           AND objid::bigint = (hashtext(current_schema())::bigint + 4294967296) % 4294967296`,
        );
        expect(rows).toHaveLength(1);

        await expect
          .poll(() => [a.statuses()[0]!.active, b.statuses()[0]!.active], { timeout: 10_000 })
          .toEqual([false, true]);
        expect(logged.some((m) => m.includes('lost its lock'))).toBe(true);
        expect(changes).toEqual(['b acquired']);
        const more = (await appendAll(storage, 20))!;
        await b.waitFor(more);
        // Every event applied once, and a stays a standby: one active runner, not two.
        expect(await counts(storage)).toEqual({ 1: 60 });
        expect(a.statuses()[0]!.active).toBe(false);
      } finally {
        await a.stop();
        await b.stop();
        await secondDb.destroy();
        await second.close();
        await storage.close();
      }
    }, 60_000);
  },
);
