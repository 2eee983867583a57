import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventIdFor } from '../event-id';
import { createPgliteClient } from '../postgres/pglite-client';
import { createPostgresEventStore } from '../postgres/postgres-event-store';
import { blankStoreArchive } from '../testing';
import { describeEventStoreContract } from './event-store.contract';

for (const [name, thread] of [
  ['PGlite', 'main'],
  ['PGlite on a worker thread', 'worker'],
] as const) {
  describeEventStoreContract(name, async () => {
    const client = await createPgliteClient(undefined, {
      thread,
      loadDataDir: thread === 'main' ? blankStoreArchive() : undefined,
    });
    const store = await createPostgresEventStore(client, { pollIntervalMs: 200 });
    return {
      store,
      async cleanup() {
        await store.close();
        await client.close();
      },
    };
  });
}

describe('PGlite on a worker thread', () => {
  it('answers like PGlite on this thread: types, errors with their PostgreSQL code, transactions', async () => {
    const client = await createPgliteClient(undefined, { thread: 'worker' });
    try {
      const { rows } = await client.query<{ at: Date; n: bigint | number; j: unknown; t: string }>(
        'SELECT now() AS at, 9007199254740993::int8 AS n, \'{"ş": [1, 2]}\'::jsonb AS j, $1::text AS t',
        ['çğıöşü'],
      );
      expect(rows[0]!.at).toBeInstanceOf(Date);
      expect(rows[0]!.j).toEqual({ ş: [1, 2] });
      expect(rows[0]!.t).toBe('çğıöşü');
      await client.query('CREATE TABLE u (id int PRIMARY KEY)');
      await client.query('INSERT INTO u VALUES (1)');
      await expect(client.query('INSERT INTO u VALUES (1)')).rejects.toMatchObject({ code: '23505' });
      await expect(
        client.transaction(async (conn) => {
          await conn.query('INSERT INTO u VALUES (2)');
          throw new Error('vazgeçildi');
        }),
      ).rejects.toThrow('vazgeçildi');
      expect((await client.query('SELECT count(*)::int AS c FROM u')).rows).toEqual([{ c: 1 }]);
    } finally {
      await client.close();
    }
    await expect(client.query('SELECT 1')).rejects.toThrow();
  });
});

describe('PGlite on disk', () => {
  it('creates missing parent directories and keeps events across reopening', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pusula-pglite-'));
    const dir = path.join(root, 'not', 'yet', 'there', 'pglite');
    try {
      let client = await createPgliteClient(dir);
      let store = await createPostgresEventStore(client);
      await store.append('s-1', [{ id: eventIdFor(randomUUID(), 0), type: 'T', data: { ş: 'ğ' } }], {
        expected: 'no_stream',
      });
      await store.close();
      await client.close();
      client = await createPgliteClient(dir);
      store = await createPostgresEventStore(client);
      expect((await store.readStream('s-1')).map((e) => e.data)).toEqual([{ ş: 'ğ' }]);
      await store.close();
      await client.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // Two opens of a data directory on disk (the first writes a whole cluster): about 13 s at load 5 on the
    // 2-core machine, over 30 s when it is busier.
  }, 90_000);
});
