/**
 * pnpm bench:sockets — idle authenticated /live sockets one server process holds (BENCH_SOCKETS, default
 * 5,000, shared over BENCH_COACHES sessions as tabs would), and the memory each costs: the server's RSS
 * and heap after a full GC, before and after, divided by the count. Baseline: the same count of sockets
 * to a plain `ws` echo server (ws-echo-server.ts), each having sent one message. Both servers are child
 * processes; the sockets are opened from this one. PGlite runs on a data directory on disk, as `pnpm start`
 * runs it. BENCH_PG=url: the /live server on PostgreSQL too (without
 * PGlite's in-process database, whose memory dominates the RSS of the PGlite server).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectLive } from '@pusula/api/live/live-client';
import WebSocket from 'ws';
import {
  type BenchServer,
  DEFAULT_PG,
  row,
  runAlone,
  type SummaryRow,
  sleep,
  startBenchServer,
} from './harness';
import { printTable } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const MB = 2 ** 20;

function connectEcho(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/echo`);
    ws.once('open', () => ws.send('merhaba'));
    ws.once('message', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function hold(server: BenchServer, open: (i: number) => Promise<WebSocket>) {
  await sleep(500);
  const before = await server.stats({ gc: true });
  const sockets: WebSocket[] = [];
  const started = performance.now();
  for (let i = 0; i < SOCKETS; i += 100)
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, (_, j) => open(i + j)))),
    );
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(1000);
  const after = await server.stats({ gc: true });
  for (const ws of sockets) ws.terminate();
  return { before, after, openSeconds, held: after.liveClients };
}

async function liveServer(databaseUrl: string | null) {
  // PGlite keeps its files on disk, as `pnpm start` does: in memory they would count in the RSS.
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'pusula-bench-sockets-'));
  const live = await startBenchServer({
    coaches: Number(process.env.BENCH_COACHES ?? 50),
    databaseUrl,
    env: dataDir ? { BENCH_DATA_DIR: dataDir } : {},
  });
  try {
    const tokens = live.fixture.coaches.map((c) => c.token);
    const result = await hold(live, (i) =>
      connectLive(live.fixture.url, tokens[i % tokens.length]!, () => {}),
    );
    return { store: live.fixture.store, ...result };
  } finally {
    await live.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function socketsBench(): Promise<SummaryRow[]> {
  const results = [await liveServer(null)];
  if (process.env.BENCH_PG !== undefined) results.push(await liveServer(process.env.BENCH_PG || DEFAULT_PG));
  const echo = await startBenchServer({}, 'ws-echo-server.ts');
  let echoResult: Awaited<ReturnType<typeof hold>>;
  try {
    echoResult = await hold(echo, () => connectEcho(echo.fixture.url));
  } finally {
    await echo.stop();
  }
  type Held = Awaited<ReturnType<typeof hold>>;
  const per = (r: Held, key: 'rss' | 'heapUsed') => (r.after[key] - r.before[key]) / SOCKETS / 1024;
  printTable(
    `bench:sockets — ${SOCKETS} idle sockets`,
    [
      ...results.map((r) => [`/live (authenticated, ${r.store})`, r] as const),
      ['plain ws echo', echoResult] as const,
    ].map(([name, x]) => ({
      server: name,
      held: x.held,
      'opened in s': x.openSeconds,
      'RSS before MB': x.before.rss / MB,
      'RSS after MB': x.after.rss / MB,
      'RSS KiB/socket': per(x, 'rss'),
      'heap KiB/socket': per(x, 'heapUsed'),
    })),
  );
  return results.flatMap((r) => [
    row({
      part: `sockets (${r.store})`,
      figure: `idle /live sockets held (of ${SOCKETS})`,
      value: r.held,
      unit: 'sockets',
      baseline: 'plain ws echo',
      baselineValue: echoResult.held,
      target: '5,000 per process',
      met: r.held >= 5000,
    }),
    row({
      part: `sockets (${r.store})`,
      figure: `server RSS with ${SOCKETS} sockets (before: ${Math.round(r.before.rss / MB)} MB)`,
      value: r.after.rss / MB,
      unit: 'MB',
      baseline: 'plain ws echo',
      baselineValue: echoResult.after.rss / MB,
      target: '< 300 MB at 5,000',
      met: r.held >= 5000 && r.after.rss / MB < 300,
    }),
    row({
      part: `sockets (${r.store})`,
      figure: 'heap per socket (after full GC)',
      value: per(r, 'heapUsed'),
      unit: 'KiB',
      baseline: 'plain ws echo',
      baselineValue: per(echoResult, 'heapUsed'),
      target: '—',
      met: null,
    }),
    row({
      part: `sockets (${r.store})`,
      figure: 'RSS growth per socket',
      value: per(r, 'rss'),
      unit: 'KiB',
      baseline: 'plain ws echo',
      baselineValue: per(echoResult, 'rss'),
      target: '—',
      met: null,
    }),
  ]);
}

runAlone(import.meta.url, socketsBench, 'bench:sockets');
