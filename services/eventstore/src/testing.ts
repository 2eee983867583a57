import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgPoolClient } from './postgres/pg-pool-client';
import { createPgliteClient } from './postgres/pglite-client';
import type { SqlClient } from './sql-client';
import type { EventStore, RecordedEvent } from './types';

/**
 * Test support: a private schema on the real PostgreSQL server of DATABASE_URL, so test files can run in
 * parallel on one database. Returns a connection string whose search_path points at the new schema.
 */
export async function freshPostgresSchema(
  databaseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/**
 * Test support: a new database on the PostgreSQL server of DATABASE_URL, empty or copied from a template
 * (a template copies in a moment what would take long to build again). Returns its connection string.
 */
export async function freshPostgresDatabase(
  databaseUrl: string,
  options: { template?: string; name?: string } = {},
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = options.name ?? `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(
    databaseUrl,
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('options');
  return {
    url: url.toString(),
    name,
    drop: () => dropDatabase(databaseUrl, name),
  };
}

/** Test support: drops a database `freshPostgresDatabase` made, closing whatever is still connected to it. */
export function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  return adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Test support: a PGlite data directory as an archive an in-memory database can start from. */
export async function pgliteArchiveOf(dataDir: string): Promise<Blob> {
  const db = await PGlite.create(dataDir);
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the run's blank PGlite store, or null when the global setup could not make it. */
    blankStoreArchive: string | null;
  }
}

let blankStore: Blob | null | undefined;

/**
 * The run's blank store to start an in-memory PGlite from: the event log's and every read model's tables,
 * no rows, archived once per run by vitest's global setup (projections' `testing-blank-store.ts`) and read
 * once per test worker. Creating a PGlite database runs initdb, about 1.5 s on a quiet 2-core machine and
 * 8–12 s under load, against about a quarter of that to start from the archive. Undefined outside vitest's
 * runs or when the setup could not make it: the caller then creates a database as before.
 */
export function blankStoreArchive(): Blob | undefined {
  if (blankStore === undefined) {
    let file: string | null = null;
    try {
      file = inject('blankStoreArchive') ?? null;
    } catch {
      // Not inside a vitest run (a benchmark, a script).
    }
    blankStore = file ? new Blob([readFileSync(file)]) : null;
  }
  return blankStore ?? undefined;
}

/** What each test opened through `sqlClientsUnderTest`, and how to put it away again. */
const openedForTests: (() => Promise<void>)[] = [];

/**
 * The SQL clients a test of SQL behaviour runs against, by name: PGlite on this thread (and, when asked, on
 * a worker thread) always, PostgreSQL in a schema of its own when DATABASE_URL is set. What they open is
 * closed (and the schema dropped) by `closeClientsOpenedForTests`, for a file's `afterEach`. PGlite starts
 * from the run's blank store when `blankStore` is asked for (tests whose own tables do not
 * care what else is there), from a database created for it otherwise.
 */
export function sqlClientsUnderTest(
  options: { worker?: boolean; blankStore?: boolean } = {},
): [string, () => Promise<SqlClient>][] {
  const opened = (client: SqlClient, drop?: () => Promise<void>) => {
    openedForTests.push(async () => {
      await client.close();
      await drop?.();
    });
    return client;
  };
  const loadDataDir = options.blankStore ? blankStoreArchive() : undefined;
  const clients: [string, () => Promise<SqlClient>][] = [
    ['PGlite', async () => opened(await createPgliteClient(undefined, { loadDataDir }))],
  ];
  if (options.worker)
    clients.push([
      'PGlite on a worker thread',
      async () => opened(await createPgliteClient(undefined, { thread: 'worker', loadDataDir })),
    ]);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl)
    clients.push([
      'PostgreSQL',
      async () => {
        const schema = await freshPostgresSchema(databaseUrl);
        return opened(createPgPoolClient(schema.url, { max: 2 }), schema.drop);
      },
    ]);
  return clients;
}

export async function closeClientsOpenedForTests(): Promise<void> {
  for (const close of openedForTests.splice(0)) await close();
}

/**
 * Test support: waits until every committed event is readable. On PostgreSQL an event stays unreadable
 * while an older transaction anywhere in the cluster is open (another test's, in its own database), so a
 * test reading right after its own writes could see too few of them.
 */
export async function untilReadable(store: EventStore, timeoutMs = 30_000): Promise<void> {
  const target = (await store.committedHead()) ?? '';
  const deadline = Date.now() + timeoutMs;
  while (((await store.head()) ?? '') < target) {
    if (Date.now() > deadline) throw new Error(`events up to ${target} did not become readable`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Test support: every event committed so far after `after`, read once all of them are readable. */
export async function readAllCommitted(store: EventStore, after: string | null): Promise<RecordedEvent[]> {
  await untilReadable(store);
  return store.readAll({ after, limit: 100_000 });
}
