import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createReadDb } from '../db';
import { notesProjector } from '../projectors';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { type CheckpointNotice, listenForCheckpointNotices } from './checkpoint-notices';
import { ProjectionRunner } from './runner';
import { appendAll, notesSnapshot, putAwayAfterEach } from './testing';

describe.each(TEST_STORAGE_KINDS)("a batch's commit on %s", (kind) => {
  let storage: TestStorage;
  const { cleanups, openStorage } = putAwayAfterEach(kind);
  const open = async () => (storage = await openStorage());

  it('tells its commit with the projector and its new checkpoint, never a batch rolled back (PGlite: nothing)', async () => {
    await open();
    const notices = await listenForCheckpointNotices(storage.sql);
    cleanups.push(() => notices.stop());
    const heard: CheckpointNotice[] = [];
    notices.subscribe((notice) => notice !== 'missed' && heard.push(notice));
    // Another installation in the same database (its own schema) shares the channel, and hears nothing.
    const neighbour = kind === 'postgres' ? await openTestStorage('postgres') : null;
    if (neighbour) cleanups.push(() => neighbour.close());
    const neighbourNotices = neighbour ? await listenForCheckpointNotices(neighbour.sql) : null;
    if (neighbourNotices) cleanups.push(() => neighbourNotices.stop());
    const overheard: unknown[] = [];
    neighbourNotices?.subscribe((notice) => notice !== 'missed' && overheard.push(notice));

    let failNext = true;
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
      log: () => {},
      checkpointNotices: notices,
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
    await expect
      .poll(() => runner.statuses()[0]?.lastError, { timeout: 10_000 })
      .toBe('injected failure before commit');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
    await runner.stop();

    const next = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
      checkpointNotices: notices,
    });
    next.start();
    cleanups.push(() => next.stop());
    const head = (await appendAll(storage, 1))!;
    await next.waitFor(head);
    if (kind === 'postgres') {
      expect(notices.heard).toBe(true);
      await expect.poll(() => heard.at(-1)?.position).toBe(head);
      expect(heard.every((n) => n.projector === 'notes' && n.rowsChanged && n.fromSelf)).toBe(true);
      expect(overheard).toEqual([]);
    } else {
      expect(notices.heard).toBe(false);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([]);
    }
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
