/**
 * pnpm bench:catalogue — topic search over HTTP (GET /api/education-system/topics/search, q varied over
 * Turkish prefixes) against a static JSON route on the same server, at 50 connections. The static route
 * answers the very same bodies, captured before the run, through the same middleware, so the ratio
 * measures what the search path adds (tRPC caller, zod, search) and not bytes on the wire. After the
 * warm-up the 30 queries are answered from the server's search memo, as popular prefixes are in use.
 * autocannon runs in a worker thread so it does not share the server's event loop. Each figure is the
 * median of five alternating rounds; the range shows how noisy the machine was.
 */
import os from 'node:os';
import { loadConfig } from '@pusula/api/config';
import type { RestRouteInstaller } from '@pusula/api/http/app';
import { startServer } from '@pusula/api/server';
import autocannon, { type Result } from 'autocannon';
import { formatNumber as fmt, median, printTable } from './report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const STATIC_PATH = '/api/bench/static';
const SEARCH_PATH = '/api/education-system/topics/search';

// What students type: short prefixes, with and without Turkish letters, any case.
const QUERIES = [
  'tür',
  'turev',
  'mat',
  'ger',
  'fiz',
  'kim',
  'par',
  'olas',
  'üslü',
  'ÇOKGEN',
  'işçi',
  'isci',
  'coğ',
  'osm',
  'hücre',
  'elek',
  'denk',
  'sayı',
  'fonk',
  'lim',
  'int',
  'dünya',
  'iklim',
  'söz',
  'cüm',
  'a',
  'e',
  'pro',
  'kuvvet',
  'Atatürk',
];

async function main(): Promise<void> {
  const staticBodies = new Map<string, unknown>();
  // Mounted only in this process (startServer's extraRoutes): the served code knows nothing of benchmarks.
  const mountStatic: RestRouteInstaller = (app) => {
    app.get(STATIC_PATH, (c) => c.json(staticBodies.get(c.req.query('q') ?? '') ?? null));
  };
  const server = await startServer(
    { ...loadConfig({}), port: 0, host: '127.0.0.1', seedDemo: false },
    { inMemory: true, extraRoutes: [mountStatic] },
  );
  try {
    const query = (q: string) => `?q=${encodeURIComponent(q)}`;
    for (const q of QUERIES)
      staticBodies.set(q, await (await fetch(`${server.url}${SEARCH_PATH}${query(q)}`)).json());
    const searchRequests = QUERIES.map((q) => ({ path: `${SEARCH_PATH}${query(q)}` }));
    const staticRequests = QUERIES.map((q) => ({ path: `${STATIC_PATH}${query(q)}` }));

    const load = (requests: { path: string }[], duration: number) =>
      autocannon({ url: server.url, connections: CONNECTIONS, duration, workers: 1, requests });

    // Warm-up: JIT, the search index's first scans, sockets.
    await load(staticRequests, 2);
    await load(searchRequests, 2);

    const rounds: Record<'static' | 'search', Result[]> = { static: [], search: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.static.push(await load(staticRequests, SECONDS));
      rounds.search.push(await load(searchRequests, SECONDS));
    }

    const figures = (results: Result[]) => ({
      rps: median(results.map((r) => r.requests.average)),
      range: `${fmt(Math.min(...results.map((r) => r.requests.average)))}–${fmt(Math.max(...results.map((r) => r.requests.average)))}`,
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      failed: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    });
    const staticFig = figures(rounds.static);
    const searchFig = figures(rounds.search);
    const row = (name: string, f: typeof staticFig) => ({
      endpoint: name,
      'req/s': f.rps,
      'req/s range': f.range,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'non-2xx/errors': f.failed,
    });

    printTable(
      `Catalogue over HTTP — ${CONNECTIONS} connections, ${ROUNDS}×${SECONDS} s, median; Node ${process.version}, ${os.cpus().length} cores`,
      [
        row(`static JSON (${STATIC_PATH})`, staticFig),
        row(`topic search (${QUERIES.length} queries)`, searchFig),
      ],
    );
    const ratio = searchFig.rps / staticFig.rps;
    printTable('Search against the static baseline (targets: p99 < 20 ms, throughput ≥ 50 %)', [
      {
        'throughput ratio': `${(ratio * 100).toFixed(1)} %`,
        'search p99 ms': searchFig.p99,
        'targets met': searchFig.p99 < 20 && ratio >= 0.5 ? 'yes' : 'no',
      },
    ]);
  } finally {
    await server.close();
  }
}

await main();
