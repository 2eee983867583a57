import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgresSchema } from '@pusula/eventstore/testing';
import { type Config, loadConfig } from './config';
import { type RunningServer, startServer } from './server';

/**
 * A real server on a free port for tests: PGlite in memory, or a private schema of DATABASE_URL when
 * `postgres` is asked for.
 */
export async function startTestServer(
  options: { storage?: 'pglite' | 'postgres'; config?: Partial<Config>; now?: () => Date } = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pusula-test-'));
  let databaseUrl: string | null = null;
  let dropSchema = async () => {};
  if (options.storage === 'postgres') {
    const schema = await freshPostgresSchema(process.env.DATABASE_URL!);
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    eventStoreUrl: null,
    seedDemo: false,
    // Tests never push to a real push service: only local endpoints are accepted.
    webPushHosts: ['127.0.0.1'],
    // Every test request comes from 127.0.0.1: only the test of the limit itself wants it low.
    publicFormLimitPerHour: 10_000,
    registrationLimitPerHour: 10_000,
    // Likewise every socket (tests open dozens at once): the door's own tests ask for the real limits.
    wsDoor: { unauthenticatedPerAddress: 1_000, authAttemptsPerMinute: 100_000, authTimeoutMs: 10_000 },
    ...options.config,
  };
  const server = await startServer(config, { inMemory: true, now: options.now });
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
