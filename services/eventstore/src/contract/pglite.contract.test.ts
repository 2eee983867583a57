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
