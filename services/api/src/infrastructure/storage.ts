import path from 'node:path';
import {
  createPgliteClient,
  createPostgresEventStore,
  type EventStore,
  type SqlClient,
} from '@pusula/eventstore';
import { ALL_PROJECTORS, createReadDb, migrateReadModels, type ReadDb } from '@pusula/projections';
import type { Config } from '../config';

export interface Storage {
  sql: SqlClient;
  store: EventStore;
  db: ReadDb;
  close(): Promise<void>;
}

/** Opens the event store and the read-model database the configuration names, and migrates them. */
export async function openStorage(
  config: Pick<Config, 'databaseUrl' | 'eventStoreUrl' | 'dataDir'> &
    Partial<Pick<Config, 'pgliteSharedBuffers' | 'pgliteThread'>>,
  options: { inMemory?: boolean; loadDataDir?: Blob } = {},
): Promise<Storage> {
  const sql = config.databaseUrl
    ? // Each projector's runner holds one connection for its advisory lock: ten more serve everything else.
      (await import('@pusula/eventstore/postgres/pg-pool-client')).createPgPoolClient(config.databaseUrl, {
        max: ALL_PROJECTORS.length + 10,
      })
    : await createPgliteClient(options.inMemory ? undefined : path.join(config.dataDir, 'pglite'), {
        sharedBuffers: config.pgliteSharedBuffers,
        thread: config.pgliteThread,
        loadDataDir: options.loadDataDir,
      });
  const store = config.eventStoreUrl
    ? (await import('@pusula/eventstore/eventstoredb/eventstoredb-event-store')).createEventStoreDbEventStore(
        config.eventStoreUrl,
      )
    : await createPostgresEventStore(sql);
  const db = createReadDb(sql);
  await migrateReadModels(db);
  return {
    sql,
    store,
    db,
    async close() {
      await store.close();
      await db.destroy();
      await sql.close();
    },
  };
}
