import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventIdFor } from '../event-id';
import { createPgliteClient } from '../postgres/pglite-client';
import { createPostgresEventStore } from '../postgres/postgres-event-store';
import { describeEventStoreContract } from './event-store.contract';

describeEventStoreContract('PGlite', async () => {
  const client = await createPgliteClient();
  const store = await createPostgresEventStore(client, { pollIntervalMs: 200 });
  return {
    store,
    async cleanup() {
      await store.close();
      await client.close();
    },
  };
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
  });
});
