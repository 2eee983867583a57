import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dropDatabase, freshPostgresDatabase, pgliteArchiveOf } from '@pusula/eventstore/testing';
import { type Config, loadConfig } from './config';
import { logLevelOf } from './observability/logger';
import { startServer } from './server';

/**
 * The demo-seeded store, made once per test run and copied for every test that asks for the demo: seeding
 * runs argon2 for every demo account and a few hundred commands with their projections, and forty test
 * files repeating it cost minutes and, on a busy machine, their setup's time limit. PGlite's copy is an
 * archive of its data directory that an in-memory database starts from; PostgreSQL's a database created
 * from a template. A test that holds a clock of its own gets a store seeded at that instant instead
 * (`demoSnapshotAt`): the first such test makes it, every later one holding the same instant copies it.
 */
export interface DemoSnapshot {
  pgliteArchive: string;
  /** The seeded PGlite data directory itself (closed), for server processes that open a DATA_DIR. */
  pgliteDataDir: string;
  /** The template database's name, when DATABASE_URL is set. */
  postgresTemplate: string | null;
}

const seedingConfig = (dataDir: string, databaseUrl: string | null): Config => ({
  ...loadConfig({}),
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl,
  eventStoreUrl: null,
  seedDemo: true,
  // The run's level (vitest.config.ts: silent unless LOG_LEVEL is set).
  logLevel: logLevelOf(process.env.LOG_LEVEL),
});

/** Seeds the demo into both stores side by side, in `root` (PostgreSQL's seeding mostly waits on its server). */
async function seedDemoSnapshot(
  root: string,
  databaseUrl: string | undefined,
  now: (() => Date) | undefined,
): Promise<DemoSnapshot> {
  const seedPglite = async () => {
    const pglite = await startServer(seedingConfig(root, null), { now });
    await pglite.close();
    const archive = path.join(root, 'pglite.tar');
    writeFileSync(
      archive,
      Buffer.from(await (await pgliteArchiveOf(path.join(root, 'pglite'))).arrayBuffer()),
    );
    return archive;
  };
  const template = databaseUrl
    ? await freshPostgresDatabase(databaseUrl, { name: `pusula_demo_${process.pid}_${Date.now()}` })
    : null;
  const seedPostgres = async () => {
    if (!template) return;
    const server = await startServer(seedingConfig(root, template.url), { now });
    await server.close();
  };
  // Both settle before a failure drops the template: PostgreSQL's seeding may still be writing to it.
  const [pglite, postgres] = await Promise.allSettled([seedPglite(), seedPostgres()]);
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await template?.drop();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  return {
    pgliteArchive: pglite.value,
    pgliteDataDir: path.join(root, 'pglite'),
    postgresTemplate: template?.name ?? null,
  };
}

const SNAPSHOT_FILE = 'snapshot.json';

/**
 * The run's demo snapshot `name`, in its own folder under the run's folder of snapshots: made by the first
 * caller (a folder made atomically claims the work), while a caller in the other worker asking for the same
 * one waits for it to be ready. Seeded at `now`'s instant when given, at the real time otherwise.
 */
export async function demoSnapshotIn(
  runRoot: string,
  name: string,
  databaseUrl: string | undefined,
  now?: () => Date,
): Promise<DemoSnapshot> {
  const root = path.join(runRoot, name);
  const ready = path.join(root, SNAPSHOT_FILE);
  // Seeding takes a minute at most even beside other CPU-bound work (testing-process.ts).
  const deadline = Date.now() + 180_000;
  while (!existsSync(ready)) {
    try {
      mkdirSync(root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`the demo snapshot ${name} is not ready`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const snapshot = await seedDemoSnapshot(root, databaseUrl, now);
      writeFileSync(`${ready}.part`, JSON.stringify(snapshot));
      renameSync(`${ready}.part`, ready);
      return snapshot;
    } catch (error) {
      // Let the next caller try again.
      rmSync(root, { recursive: true, force: true });
      throw error;
    }
  }
  return JSON.parse(readFileSync(ready, 'utf8')) as DemoSnapshot;
}

/** The demo snapshot seeded at `at` (a test's held clock), shared by every test holding that instant. */
export const demoSnapshotAt = (runRoot: string, at: Date, databaseUrl: string | undefined) =>
  demoSnapshotIn(runRoot, `at-${at.getTime()}`, databaseUrl, () => at);

/** Drops the PostgreSQL templates of every snapshot under the run's folder and removes the folder. */
export async function removeDemoSnapshots(runRoot: string, databaseUrl: string | undefined): Promise<void> {
  for (const entry of readdirSync(runRoot)) {
    const file = path.join(runRoot, entry, SNAPSHOT_FILE);
    if (!existsSync(file)) continue;
    const { postgresTemplate } = JSON.parse(readFileSync(file, 'utf8')) as DemoSnapshot;
    if (postgresTemplate && databaseUrl) await dropDatabase(databaseUrl, postgresTemplate);
  }
  rmSync(runRoot, { recursive: true, force: true });
}

/** A private copy of the demo store: an archive to start PGlite from, or a new database (PostgreSQL). */
export async function copyDemoSnapshot(
  snapshot: DemoSnapshot,
  postgresUrl: string | undefined,
): Promise<{ databaseUrl: string | null; loadDataDir?: Blob; drop(): Promise<void> }> {
  if (!postgresUrl) {
    return {
      databaseUrl: null,
      loadDataDir: new Blob([readFileSync(snapshot.pgliteArchive)]),
      drop: async () => {},
    };
  }
  if (!snapshot.postgresTemplate) throw new Error('the demo snapshot has no PostgreSQL template');
  const copy = await freshPostgresDatabase(postgresUrl, { template: snapshot.postgresTemplate });
  return { databaseUrl: copy.url, drop: copy.drop };
}
