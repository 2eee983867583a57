/**
 * pnpm bench:sockets — idle authenticated /live sockets one server process holds (BENCH_SOCKETS, default
 * 5,000, shared over BENCH_COACHES sessions as tabs would), and the memory each costs: the server's RSS
 * and heap after a full GC, before and after, divided by the count. Baseline: the same count of sockets
 * to a plain `ws` echo server (ws-echo-server.ts), each having sent one message. Both servers are child
 * processes; the sockets are opened from this one.
 */

import { connectLive } from '@pusula/api/live/live-client';
import WebSocket from 'ws';
import { type BenchServer, row, runAlone, type SummaryRow, sleep, startBenchServer } from './harness';
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

export async function socketsBench(): Promise<SummaryRow[]> {
  const live = await startBenchServer({ coaches: Number(process.env.BENCH_COACHES ?? 50) });
  let liveResult: Awaited<ReturnType<typeof hold>>;
  try {
    const tokens = live.fixture.coaches.map((c) => c.token);
    liveResult = await hold(live, (i) => connectLive(live.fixture.url, tokens[i % tokens.length]!, () => {}));
  } finally {
    await live.stop();
  }
  const echo = await startBenchServer({}, 'ws-echo-server.ts');
  let echoResult: Awaited<ReturnType<typeof hold>>;
  try {
    echoResult = await hold(echo, () => connectEcho(echo.fixture.url));
  } finally {
    await echo.stop();
  }
  const per = (r: typeof liveResult, key: 'rss' | 'heapUsed') =>
    (r.after[key] - r.before[key]) / SOCKETS / 1024;
  printTable(`bench:sockets — ${SOCKETS} idle sockets`, [
    ...[
      ['/live (authenticated)', liveResult],
      ['plain ws echo', echoResult],
    ].map(([name, r]) => {
      const x = r as typeof liveResult;
      return {
        server: name as string,
        held: x.held,
        'opened in s': x.openSeconds,
        'RSS before MB': x.before.rss / MB,
        'RSS after MB': x.after.rss / MB,
        'RSS KiB/socket': per(x, 'rss'),
        'heap KiB/socket': per(x, 'heapUsed'),
      };
    }),
  ]);
  return [
    row({
      part: 'sockets',
      figure: `idle /live sockets held (of ${SOCKETS})`,
      value: liveResult.held,
      unit: 'sockets',
      baseline: 'plain ws echo',
      baselineValue: echoResult.held,
      target: '5,000 per process',
      met: liveResult.held >= 5000,
    }),
    row({
      part: 'sockets',
      figure: `server RSS with ${SOCKETS} sockets`,
      value: liveResult.after.rss / MB,
      unit: 'MB',
      baseline: 'plain ws echo',
      baselineValue: echoResult.after.rss / MB,
      target: '< 300 MB at 5,000',
      met: liveResult.held >= 5000 && liveResult.after.rss / MB < 300,
    }),
    row({
      part: 'sockets',
      figure: 'RSS per socket',
      value: per(liveResult, 'rss'),
      unit: 'KiB',
      baseline: 'plain ws echo',
      baselineValue: per(echoResult, 'rss'),
      target: '—',
      met: null,
    }),
  ];
}

runAlone(import.meta.url, socketsBench, 'bench:sockets');
