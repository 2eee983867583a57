/**
 * pnpm bench:soak — a mixed load (coach notes list, advisor students, SendNote, with /live sockets open)
 * at half the peak measured at the start, for BENCH_SOAK_MINUTES (default 30). Samples the server every
 * BENCH_SOAK_SAMPLE_S (default 30, never more than a tenth of the run): heap and RSS after a full GC,
 * event-loop delay p99 over the interval, open handles, /live sockets. Memory growth compares the last
 * sample with the first one after the warm-up tenth; the data the run writes (PGlite keeps it in memory)
 * grows RSS by design, so the heap is the figure judged. Baseline: the same figures at the first sample.
 */

import { connectLive } from '@pusula/api/live/live-client';
import autocannon, { type Options, type Result } from 'autocannon';
import type { BenchStats } from './fixture';
import { row, runAlone, type SummaryRow, sleep, startBenchServer } from './harness';
import { printTable } from './report';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const SOCKETS = Number(process.env.BENCH_SOAK_SOCKETS ?? 200);
const MB = 2 ** 20;

export async function soakBench(): Promise<SummaryRow[]> {
  const seconds = Math.max(10, Math.round(MINUTES * 60));
  const sampleEvery = Math.min(Number(process.env.BENCH_SOAK_SAMPLE_S ?? 30), Math.max(1, seconds / 10));
  const server = await startBenchServer({ coaches: 50, notesPerCoach: 2 });
  const { fixture } = server;
  const sockets = await Promise.all(
    Array.from({ length: SOCKETS }, (_, i) =>
      connectLive(fixture.url, fixture.coaches[i % fixture.coaches.length]!.token, () => {}),
    ),
  );
  const coach = fixture.coaches[0]!;
  const advisor = fixture.advisors[0]!;
  const requests: NonNullable<Options['requests']> = [
    {
      method: 'GET',
      path: `/api/advisor-notes/coach/${coach.coachId}?limit=20`,
      headers: { authorization: `Bearer ${coach.token}` },
    },
    {
      method: 'GET',
      path: '/api/advisor/students?limit=20',
      headers: { authorization: `Bearer ${advisor}` },
    },
    {
      method: 'POST',
      path: '/api/advisor-notes',
      headers: { authorization: `Bearer ${advisor}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        coachId: coach.coachId,
        studentId: coach.studentId,
        content: 'Soak notu: haftalık planı birlikte gözden geçirelim.',
        priority: 'NORMAL',
        pageContext: '/advisor/students',
      }),
    },
  ];
  const samples: (BenchStats & { at: number })[] = [];
  let rate = 0;
  let result: Result;
  try {
    const peak = await autocannon({ url: fixture.url, connections: 32, duration: 5, requests });
    rate = Math.max(1, Math.floor(peak.requests.average / 2));
    console.log(
      `bench:soak — peak ${peak.requests.average.toFixed(0)} req/s, soaking at ${rate} req/s for ${seconds} s`,
    );
    await server.stats({ reset: true });
    const started = Date.now();
    const sampler = setInterval(() => {
      void server
        .stats({ gc: true, reset: true })
        .then((s) => samples.push({ ...s, at: (Date.now() - started) / 1000 }));
    }, sampleEvery * 1000);
    result = await autocannon({
      url: fixture.url,
      connections: 32,
      duration: seconds,
      overallRate: rate,
      requests,
    });
    clearInterval(sampler);
    await sleep(500);
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
  const settled = samples.filter((s) => s.at >= seconds / 10);
  const first = settled[0] ?? samples[0]!;
  const last = samples.at(-1)!;
  const growth = (key: 'heapUsed' | 'rss') => ((last[key] - first[key]) / first[key]) * 100;
  const loopP99 = Math.max(...samples.map((s) => s.eventLoopP99Ms));
  printTable(
    'bench:soak samples',
    samples.map((s) => ({
      s: s.at,
      'heap MB': s.heapUsed / MB,
      'RSS MB': s.rss / MB,
      'loop p99 ms': s.eventLoopP99Ms,
      handles: s.handles,
      '/live': s.liveClients,
    })),
  );
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    console.log(`failed: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return [
    row({
      part: 'soak',
      figure: `heap growth over ${seconds} s at ${rate} req/s (half peak; ${failed} failed)`,
      value: growth('heapUsed'),
      unit: '%',
      baseline: `heap at ${first.at.toFixed(0)} s`,
      baselineValue: first.heapUsed / MB,
      baselineUnit: 'MB heap',
      ratio: last.heapUsed / first.heapUsed,
      target: '< 10 %',
      met: growth('heapUsed') < 10 && failed === 0,
    }),
    row({
      part: 'soak',
      figure: 'RSS growth (includes PGlite data written)',
      value: growth('rss'),
      unit: '%',
      baseline: `RSS at ${first.at.toFixed(0)} s`,
      baselineValue: first.rss / MB,
      baselineUnit: 'MB RSS',
      ratio: last.rss / first.rss,
      target: '—',
      met: null,
    }),
    row({
      part: 'soak',
      figure: 'event-loop delay p99 (worst interval)',
      value: loopP99,
      unit: 'ms',
      baseline: 'first interval',
      baselineValue: first.eventLoopP99Ms,
      target: '—',
      met: null,
    }),
    row({
      part: 'soak',
      figure: 'open handles (end)',
      value: last.handles,
      unit: '',
      baseline: 'first sample',
      baselineValue: first.handles,
      target: 'no growth',
      met: last.handles <= first.handles + 5,
    }),
  ];
}

runAlone(import.meta.url, soakBench, 'bench:soak');
