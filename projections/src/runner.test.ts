import { randomUUID } from 'node:crypto';
import { eventIdFor, type NewEvent, type SqlClient } from '@pusula/eventstore';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadDb } from './db';
import type { Projector } from './projector';
import { messagesProjector, notesProjector } from './projectors';
import { ProjectionRunner, ProjectionWaitTimeout } from './runner';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from './testing';

/**
 * Counts how often each event was applied, deliberately without any idempotency of its own: only the
 * runner's transaction (apply + checkpoint together) can keep every count at exactly one.
 */
const countingProjector: Projector = {
  name: 'counting',
  version: 1,
  handles: ['NoteSent', 'NoteRead', 'NoteReplied'],
  tables: [],
  async apply(trx, events) {
    for (const event of events) {
      await sql`INSERT INTO applied_counts (event_id, n) VALUES (${event.id}, 1)
        ON CONFLICT (event_id) DO UPDATE SET n = applied_counts.n + 1`.execute(trx);
    }
  },
};

function noteEvents(count: number): { stream: string; events: NewEvent[] }[] {
  return Array.from({ length: count }, (_, i) => {
    const noteId = randomUUID();
    const commandId = randomUUID();
    return {
      stream: `note-${noteId}`,
      events: [
        {
          id: eventIdFor(commandId, 0),
          type: 'NoteSent',
          data: {
            noteId,
            advisorId: 'adv',
            coachId: `coach-${i % 3}`,
            studentId: `student-${i % 7}`,
            content: `Not ${i}: Çarşamba günü türev tekrarı`,
            priority: (['NORMAL', 'MEDIUM', 'HIGH'] as const)[i % 3],
            pageContext: '/advisor/students',
            sentAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
          },
        },
        ...(i % 2 === 0
          ? [
              {
                id: eventIdFor(commandId, 1),
                type: 'NoteRead',
                data: { noteId, coachId: `coach-${i % 3}`, readAt: '2026-11-02T00:00:00.000Z' },
              },
            ]
          : []),
      ],
    };
  });
}

async function appendAll(storage: TestStorage, count: number) {
  for (const { stream, events } of noteEvents(count))
    await storage.store.append(stream, events, { expected: 'no_stream' });
  return storage.store.committedHead();
}

async function counts(storage: TestStorage) {
  const { rows } = await storage.sql.query<{ n: number; c: string }>(
    'SELECT n, count(*)::text AS c FROM applied_counts GROUP BY n',
  );
  return Object.fromEntries(rows.map((r) => [r.n, Number(r.c)]));
}

async function notesSnapshot(storage: TestStorage) {
  return storage.db.selectFrom('notes').selectAll().orderBy('id').execute();
}

describe.each(TEST_STORAGE_KINDS)('projection runner on %s', (kind) => {
  let storage: TestStorage;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function open() {
    storage = await openTestStorage(kind);
    await storage.sql.query('CREATE TABLE applied_counts (event_id text PRIMARY KEY, n integer NOT NULL)');
    cleanups.push(() => storage.close());
    return storage;
  }

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

  it('sends its commit notice with a batch that commits, never with one that rolls back (PGlite: none at all)', async () => {
    await open();
    const heard: string[] = [];
    const unlisten =
      storage.sql.kind === 'postgres'
        ? // '' is the listener's own "connection (re)made", not a notice.
          await storage.sql.listen('runner_test', (p) => p && heard.push(p))
        : null;
    cleanups.push(async () => unlisten?.());
    let failNext = true;
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
      log: () => {},
      commitNotice: (projector) => ({ channel: 'runner_test', payload: `${projector} ${heard.length}` }),
      beforeCommit: () => {
        if (!failNext) return;
        failNext = false;
        throw new Error('injected failure before commit');
      },
    });
    runner.start();
    cleanups.push(() => runner.stop());
    await appendAll(storage, 3);
    // The first batch failed (a crash under fault injection ends the loop): nothing was committed or told.
    await expect.poll(() => runner.statuses()[0]?.lastError).toBe('injected failure before commit');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
    await runner.stop();

    const next = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
      commitNotice: (projector) => ({ channel: 'runner_test', payload: projector }),
    });
    next.start();
    cleanups.push(() => next.stop());
    await next.waitFor((await appendAll(storage, 1))!);
    if (storage.sql.kind === 'postgres') await expect.poll(() => heard.length).toBeGreaterThan(0);
    else await new Promise((r) => setTimeout(r, 200));
    expect(new Set(heard)).toEqual(storage.sql.kind === 'postgres' ? new Set(['notes']) : new Set());
  });

  it('changes its read-model version after commits that change rows, and has none while a projector is inactive', async () => {
    await open();
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
    });
    expect(runner.readModelVersion()).toBeNull();
    runner.start();
    cleanups.push(() => runner.stop());
    const head = (await appendAll(storage, 3))!;
    await runner.waitFor(head);
    const before = runner.readModelVersion();
    expect(before).not.toBeNull();
    const next = (await appendAll(storage, 1))!;
    await runner.waitFor(next);
    // Visible to a reader as soon as waitFor resolves: a read-your-writes read never gets the old version.
    expect(runner.readModelVersion()).toBeGreaterThan(before!);
    await runner.stop();
    expect(runner.readModelVersion()).toBeNull();
  });

  it('commits batch transactions without waiting for the disk on PostgreSQL, and nothing else', async () => {
    await open();
    const setting = (db: ReturnType<typeof createReadDb>) =>
      db
        .transaction()
        .execute(
          async (trx) =>
            (await sql<{ s: string }>`SELECT current_setting('synchronous_commit') AS s`.execute(trx))
              .rows[0]!.s,
        );
    const batches = createReadDb(storage.sql, { commitWithoutWaiting: true });
    expect(await setting(batches)).toBe(kind === 'postgres' ? 'off' : 'on');
    expect(await setting(storage.db)).toBe('on');
    // SET LOCAL: the connection goes back to the pool as it was.
    expect(
      (await storage.sql.query<{ s: string }>("SELECT current_setting('synchronous_commit') AS s")).rows[0]!
        .s,
    ).toBe('on');
  });

  it('applies again what a lost commit took back: rows and checkpoint both trail the runner', async () => {
    // What PostgreSQL losing the last asynchronous commits of a projector looks like after its restart.
    await open();
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
    });
    runner.start();
    cleanups.push(() => runner.stop());
    const first = (await appendAll(storage, 1))!;
    await runner.waitFor((await appendAll(storage, 2))!);
    const complete = await notesSnapshot(storage);
    expect(complete).toHaveLength(3);
    await storage.sql.query("UPDATE projection_checkpoints SET position = $1 WHERE name = 'notes'", [first]);
    const kept = (await storage.store.readAll({ after: null, limit: 1 }))[0]!.data as { noteId: string };
    await storage.sql.query('DELETE FROM notes WHERE id <> $1', [kept.noteId]);
    await runner.waitFor((await appendAll(storage, 1))!);
    const after = await notesSnapshot(storage);
    expect(after).toHaveLength(4);
    expect(after.filter((n) => complete.some((c) => c.id === n.id))).toEqual(complete);
  });

  it('tells a waiter at once when a projector it waits for is failing, instead of after the timeout', async () => {
    await open();
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

  it('versions each projector apart: a note changes the notes version, not the messages one', async () => {
    await open();
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector, messagesProjector],
    });
    runner.start();
    cleanups.push(() => runner.stop());
    await runner.waitFor((await appendAll(storage, 2))!);
    const notes = runner.readModelVersion(['notes']);
    const messages = runner.readModelVersion(['messages']);
    const both = runner.readModelVersion();
    await runner.waitFor((await appendAll(storage, 1))!);
    expect(runner.readModelVersion(['notes'])).toBeGreaterThan(notes!);
    expect(runner.readModelVersion(['messages'])).toBe(messages);
    expect(runner.readModelVersion()).toBeGreaterThan(both!);
    expect(runner.readModelVersion(['no-such-projector'])).toBeNull();
  });

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

  it('lets only one of two runners started at once apply', async () => {
    await open();
    const head = (await appendAll(storage, 200))!;
    let second: SqlClient = storage.sql;
    if (storage.openSecondClient) {
      second = await storage.openSecondClient();
      cleanups.push(() => second.close());
    }
    const secondDb = second === storage.sql ? storage.db : createReadDb(second);
    if (secondDb !== storage.db) cleanups.push(() => secondDb.destroy());
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
      db: secondDb,
      sql: second,
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
    let second: SqlClient = storage.sql;
    if (storage.openSecondClient) {
      second = await storage.openSecondClient();
      cleanups.push(() => second.close());
    }
    const secondDb = second === storage.sql ? storage.db : createReadDb(second);
    if (secondDb !== storage.db) cleanups.push(() => secondDb.destroy());
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
    const countingSql = new Proxy(second, {
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
      db: secondDb,
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

describe.each(TEST_STORAGE_KINDS)('rebuild without downtime on %s', (kind) => {
  it('keeps readers on the full old model until the rebuilt one commits', async () => {
    const storage = await openTestStorage(kind);
    await storage.sql.query('CREATE TABLE applied_counts (event_id text PRIMARY KEY, n integer NOT NULL)');
    try {
      const head = (await appendAll(storage, 400))!;
      const runner = new ProjectionRunner({
        store: storage.store,
        db: storage.db,
        sql: storage.sql,
        projectors: [notesProjector],
        batchSize: 50,
      });
      runner.start();
      await runner.waitFor(head);
      const before = await notesSnapshot(storage);
      // Mark the rows so we can tell old rows from rebuilt ones.
      await storage.sql.query("UPDATE notes SET content = content || ' (eski)'");

      const seen: number[] = [];
      let rebuilding = true;
      const reader = (async () => {
        while (rebuilding) {
          const { rows } = await storage.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
          seen.push(rows[0]!.n);
          await new Promise((r) => setTimeout(r, 1));
        }
      })();
      await runner.rebuild(['notes']);
      rebuilding = false;
      await reader;
      await runner.stop();

      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((n) => n === 400)).toBe(true);
      expect(await notesSnapshot(storage)).toEqual(before);
    } finally {
      await storage.close();
    }
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
