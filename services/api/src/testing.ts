import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blankStoreArchive, freshPostgresSchema } from '@pusula/eventstore/testing';
import type { RunnerOptions } from '@pusula/projections';
import { inject } from 'vitest';
import { type Config, loadConfig } from './config';
import type { RestRouteInstaller } from './http/app';
import { type Logger, logLevelOf } from './observability/logger';
import { type RunningServer, startServer } from './server';
import { copyDemoSnapshot, type DemoSnapshot, demoSnapshotAt } from './testing-demo-snapshot';

/** What vitest's global setup provided under `key`, or null outside vitest's runs. */
function provided<K extends 'demoSnapshot' | 'demoSnapshotRoot'>(key: K) {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The demo snapshot a test's server starts on. The seed's dates follow the server's clock, so a test's own
 * clock decides: none, or one that runs from the real time (`Date.now()` plus an offset that starts at 0),
 * gets the run's snapshot; one the test holds still gets a snapshot seeded at that instant, shared by every
 * test holding the same one; one that runs from another instant seeds its own store (null). Reading the
 * clock twice a few milliseconds apart tells a held clock from a running one.
 */
async function demoSnapshotFor(now: (() => Date) | undefined): Promise<DemoSnapshot | null> {
  if (!now) return provided('demoSnapshot');
  const first = now().getTime();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = now().getTime();
  const root = provided('demoSnapshotRoot');
  if (first === second && root) return demoSnapshotAt(root, new Date(first), process.env.DATABASE_URL);
  if (Math.abs(second - Date.now()) < 60_000) return provided('demoSnapshot');
  return null;
}

/**
 * A real server on a free port for tests: PGlite in memory, or a private schema of DATABASE_URL when
 * `postgres` is asked for. With the demo asked for, it starts on a copy of the demo store the test run
 * seeded once, or seeded at the test's clock (`demoSnapshotFor`).
 */
export async function startTestServer(
  options: {
    storage?: 'pglite' | 'postgres';
    config?: Partial<Config>;
    now?: () => Date;
    /** Routes of the test's own (a slow answer to shut down under). */
    extraRoutes?: readonly RestRouteInstaller[];
    /** Where the server's log lines go (a test reads them back). */
    logger?: Logger;
    /** Holds or fails a projector's commit: a test of what waits for which read model. */
    beforeProjectorCommit?: RunnerOptions['beforeCommit'];
  } = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pusula-test-'));
  let databaseUrl: string | null = null;
  let dropSchema = async () => {};
  // Only a store of its own: a test naming its database (a throw-away cluster, a second server on one
  // schema) seeds there as before.
  const ownStore = options.config?.databaseUrl === undefined;
  const snapshot = options.config?.seedDemo && ownStore ? await demoSnapshotFor(options.now) : null;
  let loadDataDir: Blob | undefined;
  if (snapshot) {
    const copy = await copyDemoSnapshot(
      snapshot,
      options.storage === 'postgres' ? process.env.DATABASE_URL : undefined,
    );
    databaseUrl = copy.databaseUrl;
    loadDataDir = copy.loadDataDir;
    dropSchema = copy.drop;
  } else if (options.storage === 'postgres') {
    const schema = await freshPostgresSchema(process.env.DATABASE_URL!);
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  } else if (ownStore) {
    loadDataDir = blankStoreArchive();
  }
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    eventStoreUrl: null,
    seedDemo: false,
    // Quiet unless the run asks for the lines (vitest.config.ts sets LOG_LEVEL=silent by default).
    logLevel: logLevelOf(process.env.LOG_LEVEL),
    // Tests never push to a real push service: only local endpoints are accepted.
    webPushHosts: ['127.0.0.1'],
    // Every test request comes from 127.0.0.1: only the test of the limit itself wants it low.
    publicFormLimitPerHour: 10_000,
    registrationLimitPerHour: 10_000,
    passwordResetLimits: { perAddressPerHour: 10_000, perEmailPerHour: 3 },
    // Likewise every socket (tests open dozens at once): the door's own tests ask for the real limits.
    wsDoor: { unauthenticatedPerAddress: 1_000, authAttemptsPerMinute: 100_000, authTimeoutMs: 10_000 },
    // The weekly parent summary goes only when a test calls its trigger with a clock of its own.
    parentSummary: { ...loadConfig({}).parentSummary, checkEveryMs: 0 },
    // No load shedding in-process: the server shares the test runner's event loop, so a test's own work
    // (a replay, seeding, a second server) would count as this server's load. Its test sets the limits;
    // the process tests start the built server with the real ones.
    overload: {
      maxEventLoopDelayMs: Number.POSITIVE_INFINITY,
      maxHeapShare: Number.POSITIVE_INFINITY,
      sampleMs: loadConfig({}).overload.sampleMs,
    },
    ...options.config,
    // A copied store is seeded already (and seeding skips a store with events anyway).
    ...(snapshot ? { seedDemo: false } : {}),
  };
  const server = await startServer(config, {
    inMemory: true,
    loadDataDir,
    now: options.now,
    extraRoutes: options.extraRoutes,
    logger: options.logger,
    beforeProjectorCommit: options.beforeProjectorCommit,
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Puts a registered coach (or a second advisor) into an advisor's company through the real write path, as
 * an accepted invitation does: tests of the roster start from a coach the advisor may add.
 */
export async function joinAdvisorsCompany(
  server: RunningServer,
  advisorId: string,
  accountId: string,
  role: 'ADVISOR' | 'COACH' = 'COACH',
) {
  const { joinOrganisation } = await import('./features/organisations/organisation-service');
  await joinOrganisation(server.deps, { organisationId: advisorId, accountId, role }, randomUUID());
}
