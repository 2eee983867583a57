import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  createPgliteClient,
  createPostgresEventStore,
  type EventStore,
  eventIdFor,
  type SqlClient,
} from '@pusula/eventstore';
import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import { blankStoreArchive, freshPostgresSchema } from '@pusula/eventstore/testing';
import { createReadDb, type ReadDb } from './db';
import { migrateReadModels } from './migrations';
import type { ProjectedEvent, Projector } from './projector';
import { ALL_PROJECTORS } from './projectors';
import { ProjectionRunner, type RunnerOptions } from './runner';

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
    const sql = await createPgliteClient(undefined, { loadDataDir: blankStoreArchive() });
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

/**
 * A fresh store of `kind` with a runner of `projectors` already following the log: the set-up of a
 * projector test. The test stops the runner and closes the storage when it is done.
 */
export async function openProjectorTest(
  kind: StorageKind,
  projectors: Projector[],
  options: Pick<RunnerOptions, 'onCommitted'> = {},
): Promise<{ storage: TestStorage; runner: ProjectionRunner }> {
  const storage = await openTestStorage(kind);
  const runner = new ProjectionRunner({
    store: storage.store,
    db: storage.db,
    sql: storage.sql,
    projectors,
    ...options,
  });
  runner.start();
  return { storage, runner };
}

/** An event as a test writes it: the id is made up on append. */
export interface TestEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

/**
 * Appends `events` after whatever `stream` already holds, each under an id of its own (as commands do, see
 * `eventIdFor`). Tests write the log this way; the write path's own rules are not what they are about.
 */
export async function appendToStream(
  store: EventStore,
  stream: string,
  events: readonly TestEvent[],
): Promise<AppendResult & { ids: string[] }> {
  const existing = await store.readStream(stream);
  const expected = existing.length === 0 ? 'no_stream' : existing.at(-1)!.version;
  const written = events.map((e, i) => ({
    id: eventIdFor(randomUUID(), i),
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  }));
  const result = await store.append(stream, written, { expected });
  return { ...result, ids: written.map((e) => e.id) };
}

/**
 * The whole log applied once more by `projector` in one transaction, as after a crash between a batch and
 * its checkpoint: a projector must write nothing twice. Like the runner, it hands the projector only the
 * events it handles.
 */
export async function applyLogAgain(storage: TestStorage, projector: Projector, limit = 100): Promise<void> {
  const handles = new Set<string>(projector.handles);
  const events = (await storage.store.readAll({ limit }))
    .filter((e) => handles.has(e.type))
    .map((e) => ({ ...e }) as unknown as ProjectedEvent);
  await storage.db.transaction().execute((trx) => projector.apply(trx, events));
}
