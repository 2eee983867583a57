import { describe, it } from 'vitest';
import { createPgPoolClient } from '../postgres/pg-pool-client';
import { appendOn, createPostgresEventStore } from '../postgres/postgres-event-store';
import { freshPostgresSchema } from '../testing';
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
            await appendOn(conn, streamId, events, 'no_stream');
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
