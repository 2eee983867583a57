/**
 * The server under test of `pnpm bench:scale`, as its own process (bundled and run with plain Node, as
 * `pnpm start` runs the real server): the real server on the PostgreSQL schema the bench seeded
 * (BENCH_DATABASE_URL), plus the repo's static baseline route: GET /api/bench/static answers a body captured
 * once from a real read (BENCH_STATIC_PATH with BENCH_STATIC_TOKEN: a coach's notes list) through the same
 * middleware, so the baseline costs what HTTP, the session check and JSON cost, without the query.
 *
 * The bench process keeps running the projectors (it built the read models), so this server is a replica
 * that runs none, as two of three are in the reference deployment: its read-model cache is off and every
 * read goes to PostgreSQL. The weekly parent-summary mail pass is off (the log already holds the weeks'
 * summaries; a pass over thousands of parents would run inside the measurement); the record timers run.
 *
 * Prints one JSON line `{ url, pid }` when it serves; SIGTERM stops it. Run only as a child process.
 */
import { loadConfig } from '@pusula/api/config';
import type { RestRouteInstaller } from '@pusula/api/http/app';
import { startServer } from '@pusula/api/server';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
  let staticBody: unknown = null;
  const baseline: RestRouteInstaller = (app) => {
    app.get('/api/bench/static', (c) => c.json(staticBody));
  };
  const config = loadConfig({});
  const server = await startServer(
    {
      ...config,
      port: 0,
      host: '127.0.0.1',
      databaseUrl,
      seedDemo: false,
      // A JSON line per request would cost the server more than some reads do: warnings only.
      logLevel: process.env.LOG_LEVEL ?? 'warn',
      parentSummary: { ...config.parentSummary, checkEveryMs: 0 },
    },
    { extraRoutes: [baseline] },
  );
  const path = process.env.BENCH_STATIC_PATH;
  if (path) {
    const res = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${process.env.BENCH_STATIC_TOKEN ?? ''}` },
    });
    if (!res.ok) throw new Error(`static baseline ${path}: ${res.status} ${await res.text()}`);
    staticBody = await res.json();
  }
  process.stdout.write(`${JSON.stringify({ url: server.url, pid: process.pid })}\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
