import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPgliteClient, createPostgresEventStore } from '@pusula/eventstore';
import { pgliteArchiveOf } from '@pusula/eventstore/testing';
import { createReadDb } from './db';
import { migrateReadModels } from './migrations';

/**
 * Makes the run's blank store (vitest's global setup calls it): a PGlite data directory with the event log's
 * and every read model's tables and no rows, archived into `dir`. Tests start from it through
 * `blankStoreArchive` (`@pusula/eventstore/testing`).
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
