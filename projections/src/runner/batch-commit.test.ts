import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadDb } from '../db';
import { notesProjector } from '../projectors';
import { TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { ProjectionRunner } from './runner';
import { appendAll, notesSnapshot, openCountingStorage } from './testing';

describe.each(TEST_STORAGE_KINDS)("a batch's commit on %s", (kind) => {
  let storage: TestStorage;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function open() {
    storage = await openCountingStorage(kind);
    cleanups.push(() => storage.close());
    return storage;
  }

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
      onBatchFailure: 'stop',
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
});
