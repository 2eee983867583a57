import {
  createPgliteClient,
  createPostgresEventStore,
  type EventStore,
  type SqlClient,
} from '@pusula/eventstore';
import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import { freshPostgresSchema } from '@pusula/eventstore/testing';
import { createReadDb, type ReadDb } from './db';
import { migrateReadModels } from './migrations';
import { ALL_PROJECTORS } from './projectors';

export interface TestStorage {
  sql: SqlClient;
  store: EventStore;
  db: ReadDb;
  /** A second, independent connection pool to the same database (PostgreSQL only): another "process". */
  openSecondClient?: () => Promise<SqlClient>;
  close(): Promise<void>;
}

export type StorageKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL of DATABASE_URL when it is set. */
export const TEST_STORAGE_KINDS: StorageKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 'pglite') {
    const sql = await createPgliteClient();
    return assemble(sql, async () => {});
  }
  const schema = await freshPostgresSchema(process.env.DATABASE_URL!);
  // A runner holds one connection per projector for its lock, as the server's pool allows for.
  const pool = () => createPgPoolClient(schema.url, { max: ALL_PROJECTORS.length + 10 });
  const sql = pool();
  const storage = await assemble(sql, () => schema.drop());
  storage.openSecondClient = async () => pool();
  return storage;
}

async function assemble(sql: SqlClient, dropSchema: () => Promise<void>): Promise<TestStorage> {
  const store = await createPostgresEventStore(sql, { pollIntervalMs: 200 });
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
      await dropSchema();
    },
  };
}
