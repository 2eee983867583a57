import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, pgliteArchiveOf } from '@pusula/eventstore/testing';
import { type Config, loadConfig } from './config';
import { logLevelOf } from './observability/logger';
import { startServer } from './server';

/**
 * The demo-seeded store, made once per test run and copied for every test that asks for the demo: seeding
 * runs argon2 for every demo account and a few hundred commands with their projections, and forty test
 * files repeating it cost minutes and, on a busy machine, their setup's time limit. PGlite's copy is an
 * archive of its data directory that an in-memory database starts from; PostgreSQL's a database created
 * from a template.
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

export async function createDemoSnapshot(
  databaseUrl: string | undefined,
): Promise<DemoSnapshot & { remove(): Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'pusula-demo-snapshot-'));
  const pglite = await startServer(seedingConfig(root, null));
  await pglite.close();
  const pgliteArchive = path.join(root, 'pglite.tar');
  writeFileSync(
    pgliteArchive,
    Buffer.from(await (await pgliteArchiveOf(path.join(root, 'pglite'))).arrayBuffer()),
  );
  let template: Awaited<ReturnType<typeof freshPostgresDatabase>> | null = null;
  if (databaseUrl) {
    template = await freshPostgresDatabase(databaseUrl, { name: `pusula_demo_${process.pid}_${Date.now()}` });
    const server = await startServer(seedingConfig(root, template.url));
    await server.close();
  }
  return {
    pgliteArchive,
    pgliteDataDir: path.join(root, 'pglite'),
    postgresTemplate: template?.name ?? null,
    async remove() {
      rmSync(root, { recursive: true, force: true });
      await template?.drop();
    },
  };
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
