import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventIdFor } from '../event-id';
import { createPgPoolClient } from '../postgres/pg-pool-client';
import { appendOn, createPostgresEventStore } from '../postgres/postgres-event-store';
import { freshPostgresSchema, untilReadable } from '../testing';
import { describeEventStoreContract, type ManualTransaction } from './event-store.contract';

const databaseUrl = process.env.DATABASE_URL;

if (!databaseUrl) {
  describe('EventStore contract: PostgreSQL', () => {
    it.skip('skipped: DATABASE_URL is not set', () => {});
  });
  console.info('[eventstore] PostgreSQL contract suite skipped: DATABASE_URL is not set');
} else {
  describeEventStoreContract('PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl);
    const client = createPgPoolClient(schema.url, { max: 12 });
    const store = await createPostgresEventStore(client, { pollIntervalMs: 200 });
    return {
      store,
      async beginManualTransaction(): Promise<ManualTransaction> {
        const conn = await client.acquire();
        await conn.query('BEGIN');
        return {
          async takeTransactionId() {
            await conn.query('SELECT pg_current_xact_id()');
          },
          async append(streamId, events) {
            return (await appendOn(conn, streamId, events, 'no_stream')).position;
          },
          async commit() {
            await conn.query('COMMIT');
            conn.release();
          },
        };
      },
      async cleanup() {
        await store.close();
        await client.close();
        await schema.drop();
      },
    };
  });
}

if (databaseUrl) {
  describe('PostgreSQL event store across processes', () => {
    it('wakes a reader of another process through pg_notify', async () => {
      const schema = await freshPostgresSchema(databaseUrl);
      const writerClient = createPgPoolClient(schema.url, { max: 2 });
      const readerClient = createPgPoolClient(schema.url, { max: 2 });
      // A poll far longer than the test: only the notification can wake the reader in time.
      const writer = await createPostgresEventStore(writerClient, { pollIntervalMs: 60_000 });
      const reader = await createPostgresEventStore(readerClient, { pollIntervalMs: 60_000 });
      try {
        let stop = () => {};
        const woken = new Promise<void>((resolve) => {
          stop = reader.onAppended(resolve);
        });
        await new Promise((r) => setTimeout(r, 200)); // LISTEN is set up asynchronously
        const started = Date.now();
        await writer.append(`s-${randomUUID()}`, [{ id: eventIdFor(randomUUID(), 0), type: 'T', data: {} }], {
          expected: 'no_stream',
        });
        await woken;
        stop();
        expect(Date.now() - started).toBeLessThan(5_000);
        // Woken at the commit; readable once no older transaction on the cluster is still open.
        await untilReadable(reader);
        expect(await reader.readAll({ limit: 10 })).toHaveLength(1);
      } finally {
        await writer.close();
        await reader.close();
        await writerClient.close();
        await readerClient.close();
        await schema.drop();
      }
    });
  });
}
