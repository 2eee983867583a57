import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPgliteClient, createPostgresEventStore } from '@pusula/eventstore';
import { pgliteArchiveOf } from '@pusula/eventstore/testing';
import { inject } from 'vitest';
import { createReadDb } from './db';
import { migrateReadModels } from './migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the run's blank PGlite store (`createBlankStoreArchive`), or null when it could not be made. */
    blankStoreArchive: string | null;
  }
}

/**
 * A PGlite store holding the event log's and every read model's tables and no rows, archived once per test
 * run (vitest's global setup) for every test that wants an empty embedded store. Creating a PGlite database
 * runs initdb: about 1.5 s on a quiet 2-core machine and 8–12 s under load, against about a quarter of that
 * to start from this archive, and most storage and projector tests start several.
 */
export async function createBlankStoreArchive(dir: string): Promise<string> {
  const dataDir = path.join(dir, 'blank-pglite');
  const sql = await createPgliteClient(dataDir);
  const store = await createPostgresEventStore(sql);
  const db = createReadDb(sql);
  await migrateReadModels(db);
  await store.close();
  await db.destroy();
  await sql.close();
  const file = path.join(dir, 'blank-pglite.tar');
  writeFileSync(file, Buffer.from(await (await pgliteArchiveOf(dataDir)).arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  return file;
}

let loaded: Blob | null | undefined;

/**
 * The run's blank store to start an in-memory PGlite from (read once per test worker), or undefined outside
 * vitest's runs or when the global setup could not make it: then the caller creates a database as before.
 */
export function blankStoreArchive(): Blob | undefined {
  if (loaded === undefined) {
    let file: string | null = null;
    try {
      file = inject('blankStoreArchive') ?? null;
    } catch {
      // Not inside a vitest run (a benchmark, a script).
    }
    loaded = file ? new Blob([readFileSync(file)]) : null;
  }
  return loaded ?? undefined;
}
