/**
 * pnpm bench:load — reads and commands over HTTP against baselines on the same server in the same run.
 * Reads (REST coach notes list, REST advisor students, tRPC notes.forCoach and advisor.students) at 50
 * connections, against GET /api/bench/static (the coach-notes body, captured, through the same
 * middleware): req/s and p50/p99 at saturation (autocannon), and p99 at a fixed 1,000 req/s (the target's
 * load) from an open-loop generator that spaces the requests evenly (steady-rate.ts).
 * Commands: SendNote over REST (POST /api/advisor-notes) against POST /api/bench/raw-insert (the same body
 * as one plain INSERT), at BENCH_COMMAND_CONNECTIONS. autocannon runs in this process; the server is a
 * child process (bench-server.ts).
 *
 * Knobs: BENCH_SECONDS (per run, default 5), BENCH_COACHES (default 100), BENCH_COMMAND_CONNECTIONS
 * (default 16), BENCH_READ_RATE (fixed-rate pass, default 1000), BENCH_PG=url to run on PostgreSQL too.
 */
import autocannon, { type Result } from 'autocannon';
import { DEFAULT_PG, row, runAlone, type SummaryRow, startBenchServer } from './harness';
import { printTable } from './report';
import { type SteadyResult, steadyRate } from './steady-rate';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const COMMAND_CONNECTIONS = Number(process.env.BENCH_COMMAND_CONNECTIONS ?? 16);
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 1000);

interface Load {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

function run(url: string, load: Load, options: { connections: number; seconds: number }) {
  return autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: load.method ?? 'GET',
        path: load.path,
        headers: {
          ...(load.token ? { authorization: `Bearer ${load.token}` } : {}),
          ...(load.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(load.body ? { body: JSON.stringify(load.body) } : {}),
      },
    ],
  });
}

const failed = (r: Result) => r.non2xx + r.errors + r.timeouts;

/** One second at the rate first, not counted: the saturated run before it may still be winding down. */
async function atFixedRate(url: string, load: Load): Promise<SteadyResult> {
  const headers: Record<string, string> = load.token ? { authorization: `Bearer ${load.token}` } : {};
  const request = { path: load.path, headers };
  await steadyRate(url, request, { rate: READ_RATE, seconds: 1, connections: CONNECTIONS });
  return steadyRate(url, request, { rate: READ_RATE, seconds: SECONDS, connections: CONNECTIONS });
}

export async function loadBench(): Promise<SummaryRow[]> {
  const stores = [null, ...(process.env.BENCH_PG ? [process.env.BENCH_PG || DEFAULT_PG] : [])];
  const summary: SummaryRow[] = [];
  for (const databaseUrl of stores) {
    const server = await startBenchServer({
      coaches: Number(process.env.BENCH_COACHES ?? 100),
      notesPerCoach: 2,
      databaseUrl,
    });
    const { fixture } = server;
    const coach = fixture.coaches[0]!;
    const advisor = fixture.advisors[0]!;
    const input = (v: unknown) => `input=${encodeURIComponent(JSON.stringify(v))}`;
    const reads: Load[] = [
      { name: 'static baseline', path: '/api/bench/static' },
      { name: 'REST coach notes', path: `/api/advisor-notes/coach/${coach.coachId}`, token: coach.token },
      { name: 'REST advisor students', path: '/api/advisor/students?limit=20', token: advisor },
      {
        name: 'tRPC notes.forCoach',
        path: `/trpc/notes.forCoach?${input({ coachId: coach.coachId })}`,
        token: coach.token,
      },
      {
        name: 'tRPC advisor.students',
        path: `/trpc/advisor.students?${input({ limit: 20 })}`,
        token: advisor,
      },
    ];
    const noteBody = {
      coachId: coach.coachId,
      studentId: coach.studentId,
      content: 'Bench notu: deneme sonuçlarını birlikte değerlendirelim.',
      priority: 'MEDIUM',
      pageContext: '/advisor/students',
    };
    const writes: Load[] = [
      { name: 'raw insert baseline', method: 'POST', path: '/api/bench/raw-insert', body: noteBody },
      { name: 'SendNote (REST)', method: 'POST', path: '/api/advisor-notes', token: advisor, body: noteBody },
    ];
    try {
      for (const load of [...reads, ...writes]) {
        const res = await fetch(`${fixture.url}${load.path}`, {
          method: load.method ?? 'GET',
          headers: {
            'content-type': 'application/json',
            ...(load.token ? { authorization: `Bearer ${load.token}` } : {}),
          },
          body: load.body ? JSON.stringify(load.body) : undefined,
        });
        if (!res.ok) throw new Error(`${load.name}: ${res.status} ${await res.text()}`);
        await run(fixture.url, load, { connections: 10, seconds: 1 }); // warm-up
      }
      const saturated = new Map<string, Result>();
      const fixed = new Map<string, SteadyResult>();
      for (const load of reads) {
        saturated.set(
          load.name,
          await run(fixture.url, load, { connections: CONNECTIONS, seconds: SECONDS }),
        );
        fixed.set(load.name, await atFixedRate(fixture.url, load));
      }
      for (const load of writes)
        saturated.set(
          load.name,
          await run(fixture.url, load, { connections: COMMAND_CONNECTIONS, seconds: SECONDS }),
        );

      const table = [...reads, ...writes].map((load) => {
        const r = saturated.get(load.name)!;
        const f = fixed.get(load.name);
        return {
          store: fixture.store,
          load: load.name,
          connections: load.method === 'POST' ? COMMAND_CONNECTIONS : CONNECTIONS,
          'req/s': r.requests.average,
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          failed: failed(r),
          [`p50 ms @${READ_RATE}/s`]: f ? f.p50 : '—',
          [`p99 ms @${READ_RATE}/s`]: f ? f.p99 : '—',
          [`req/s @${READ_RATE}/s`]: f ? f.achieved : '—',
          [`failed @${READ_RATE}/s`]: f ? f.failed : '—',
        };
      });
      printTable(`bench:load on ${fixture.store} — ${SECONDS} s per run`, table);

      const base = saturated.get('static baseline')!;
      const baseFixed = fixed.get('static baseline')!;
      for (const load of reads.slice(1)) {
        const r = saturated.get(load.name)!;
        const f = fixed.get(load.name)!;
        summary.push(
          row({
            part: `load (${fixture.store})`,
            figure: `${load.name} req/s @50 conn`,
            value: r.requests.average,
            unit: 'req/s',
            baseline: 'static endpoint',
            baselineValue: base.requests.average,
            target: '—',
            met: failed(r) === 0 ? null : false,
          }),
          row({
            part: `load (${fixture.store})`,
            figure: `${load.name} p99 @${READ_RATE}/s`,
            value: f.p99,
            unit: 'ms',
            baseline: 'static endpoint',
            baselineValue: baseFixed.p99,
            target: 'p99 ≤ 50 ms at 1,000 req/s',
            met: f.p99 <= 50 && f.achieved >= READ_RATE * 0.95 && f.failed === 0,
          }),
        );
      }
      const raw = saturated.get('raw insert baseline')!;
      const send = saturated.get('SendNote (REST)')!;
      summary.push(
        row({
          part: `load (${fixture.store})`,
          figure: `SendNote commands/s @${COMMAND_CONNECTIONS} conn`,
          value: send.requests.average,
          unit: 'cmd/s',
          baseline: 'raw INSERT over HTTP',
          baselineValue: raw.requests.average,
          target: '—',
          met: failed(send) === 0 ? null : false,
        }),
        row({
          part: `load (${fixture.store})`,
          figure: 'SendNote p99',
          value: send.latency.p99,
          unit: 'ms',
          baseline: 'raw INSERT over HTTP',
          baselineValue: raw.latency.p99,
          target: '—',
          met: null,
        }),
      );
    } finally {
      await server.stop();
    }
  }
  return summary;
}

runAlone(import.meta.url, loadBench, 'bench:load');
