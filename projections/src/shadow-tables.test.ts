import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadDb } from './db';
import { ALL_PROJECTORS } from './projectors';
import { replayIntoFreshTables } from './shadow-tables';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from './testing';

const TABLES = ALL_PROJECTORS.flatMap((p) => p.tables);

/** Columns, constraints and indexes of the read-model tables, as the catalogue describes them. */
async function describeTables(db: ReadDb) {
  const { rows: columns } = await sql`
    SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ANY(${TABLES})
    ORDER BY table_name, ordinal_position`.execute(db);
  const { rows: indexes } = await sql`
    SELECT t.relname AS table_name, i.relname AS index_name, pg_get_indexdef(x.indexrelid) AS definition,
           c.conname, c.contype
    FROM pg_index x
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_class i ON i.oid = x.indexrelid
    LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY(${TABLES})
    ORDER BY 1, 2`.execute(db);
  return { columns, indexes };
}

const subjectNames = async (db: ReadDb) =>
  (await sql<{ name: string }>`SELECT name FROM notification_subjects ORDER BY name`.execute(db)).rows.map(
    (r) => r.name,
  );

const shadowSchemas = async (db: ReadDb) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'pusula_rebuild_%'`.execute(db)
  ).rows[0]!.n;

describe.each(TEST_STORAGE_KINDS)('replayIntoFreshTables on %s', (kind) => {
  let storage: TestStorage;
  afterEach(async () => {
    await storage?.close();
  });

  it('replays into empty copies with the same columns, constraints and indexes, and swaps them in', async () => {
    storage = await openTestStorage(kind);
    const { db } = storage;
    await sql`INSERT INTO notification_subjects (id, name) VALUES ('a', 'Eski Ad'), ('b', 'Eski İkinci')`.execute(
      db,
    );
    const before = await describeTables(db);
    const shadowsBefore = await shadowSchemas(db);

    const seenInside = await db.transaction().execute((trx) =>
      replayIntoFreshTables(trx, TABLES, async () => {
        // The projector's unqualified names reach the empty copies, and unique constraints work there.
        await sql`INSERT INTO notification_subjects (id, name) VALUES ('a', 'Yeni Ad')
          ON CONFLICT (id) DO UPDATE SET name = excluded.name`.execute(trx);
        return (await sql<{ name: string }>`SELECT name FROM notification_subjects`.execute(trx)).rows;
      }),
    );

    expect(seenInside).toEqual([{ name: 'Yeni Ad' }]);
    expect(await subjectNames(db)).toEqual(['Yeni Ad']);
    expect(await describeTables(db)).toEqual(before);
    expect(await shadowSchemas(db)).toBe(shadowsBefore);
  });

  it('builds the indexes named for after the replay only once the replay is done', async () => {
    storage = await openTestStorage(kind);
    const { db } = storage;
    const before = await describeTables(db);
    const namesInShadow = (trx: Parameters<typeof replayIntoFreshTables>[0]) =>
      sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'notifications'
        ORDER BY indexname`
        .execute(trx)
        .then((r) => r.rows.map((row) => row.indexname));

    const inside = await db
      .transaction()
      .execute((trx) =>
        replayIntoFreshTables(trx, TABLES, () => namesInShadow(trx), ['notifications_position_user']),
      );

    // The constraints' indexes are there for the projector's own lookups; the readers' index is not yet.
    expect(inside).toEqual(['notifications_pkey', 'notifications_user_position']);
    expect(await describeTables(db)).toEqual(before);
  });

  it('refuses an index name that is not a plain index of the tables, before replaying anything', async () => {
    storage = await openTestStorage(kind);
    const { db } = storage;
    let replayed = false;
    const attempt = (name: string) =>
      db.transaction().execute((trx) =>
        replayIntoFreshTables(
          trx,
          TABLES,
          async () => {
            replayed = true;
          },
          [name],
        ),
      );
    await expect(attempt('notifications_user_position')).rejects.toThrow('No plain index named');
    await expect(attempt('no_such_index')).rejects.toThrow('No plain index named');
    expect(replayed).toBe(false);
  });

  it('leaves the old tables, their rows and no copy behind when the replay fails', async () => {
    storage = await openTestStorage(kind);
    const { db } = storage;
    await sql`INSERT INTO notification_subjects (id, name) VALUES ('a', 'Eski Ad')`.execute(db);
    const before = await describeTables(db);
    const shadowsBefore = await shadowSchemas(db);

    await expect(
      db.transaction().execute((trx) =>
        replayIntoFreshTables(trx, TABLES, async () => {
          await sql`INSERT INTO notification_subjects (id, name) VALUES ('a', 'Yeni Ad')`.execute(trx);
          throw new Error('replay failed');
        }),
      ),
    ).rejects.toThrow('replay failed');

    expect(await subjectNames(db)).toEqual(['Eski Ad']);
    expect(await describeTables(db)).toEqual(before);
    expect(await shadowSchemas(db)).toBe(shadowsBefore);
  });
});
