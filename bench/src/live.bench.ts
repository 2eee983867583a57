/**
 * pnpm bench:live — command → NOTIFICATION latency of the live channel. A server process (its own event
 * loop, see bench-server.ts) holds N coaches (default 1,000), each with one student, under
 * ceil(N/100) advisors; this process opens one /live socket per coach, then the advisors send notes over
 * REST (POST /api/advisor-notes) at a fixed rate. For every note we know in advance which coach's socket
 * must get its NEW_NOTE (the note id follows from the command id), and time it from just before the
 * request to the socket's NOTIFICATION. Lost: sent, never received within the drain time; duplicated:
 * received more than once (or by the wrong coach). Runs on PGlite, and on PostgreSQL too when DATABASE_URL
 * is set. Figures only: nothing passes or fails. BENCH_TIMELINE=1 prints latency by send time.
 */
import { randomUUID } from 'node:crypto';
import { accountCommandId } from '@pusula/api/commands/command-claims';
import { derivedId } from '@pusula/api/commands/command-ids';
import { connectLive } from '@pusula/api/live/live-client';
import type { BenchFixture } from './fixture';
import { DEFAULT_PG, machine, row, runAlone, type SummaryRow, startBenchServer } from './harness';
import { printTable } from './report';

type LiveSocket = Awaited<ReturnType<typeof connectLive>>;

const COACHES = Number(process.env.BENCH_COACHES ?? 1000);
const RATES = (process.env.BENCH_RATES ?? '100,300').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DRAIN_MS = 10_000;
type Fixture = BenchFixture;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface Sent {
  at: number;
  coach: number;
}

/** Arrival bookkeeping shared by every socket. */
class Tracker {
  readonly sent = new Map<string, Sent>();
  readonly received = new Map<string, number[]>();
  misrouted = 0;
  arrived(noteId: string, coach: number) {
    const sent = this.sent.get(noteId);
    if (!sent) return; // the warm-up's or an earlier round's
    if (sent.coach !== coach) this.misrouted++;
    const list = this.received.get(noteId) ?? [];
    list.push(performance.now() - sent.at);
    this.received.set(noteId, list);
  }
  reset() {
    this.sent.clear();
    this.received.clear();
    this.misrouted = 0;
  }
}

async function connectAll(fixture: Fixture, tracker: Tracker): Promise<LiveSocket[]> {
  const sockets: LiveSocket[] = new Array(fixture.coaches.length);
  for (let i = 0; i < fixture.coaches.length; i += 50) {
    await Promise.all(
      fixture.coaches.slice(i, i + 50).map(async (coach, j) => {
        sockets[i + j] = await connectLive(fixture.url, coach.token, (message) => {
          if (message.type === 'NOTIFICATION' && message.data.type === 'NEW_NOTE')
            tracker.arrived(String(message.data.data.noteId), i + j);
        });
      }),
    );
  }
  return sockets;
}

/** Sends `total` notes at `rate` per second, round-robin over the coaches; never waits for answers. */
async function sendAtRate(fixture: Fixture, tracker: Tracker, rate: number, total: number, offset: number) {
  const http: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; i < due; i++) {
      const c = (offset + i) % fixture.coaches.length;
      const coach = fixture.coaches[c]!;
      const commandId = randomUUID();
      // The server scopes the id to the sending advisor; the note id follows from that.
      const noteId = derivedId(accountCommandId(fixture.advisorIds[coach.advisor]!, commandId), 'note');
      const at = performance.now();
      tracker.sent.set(noteId, { at, coach: c });
      inFlight.push(
        fetch(`${fixture.url}/api/advisor-notes`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${fixture.advisors[coach.advisor]}`,
          },
          body: JSON.stringify({
            commandId,
            coachId: coach.coachId,
            studentId: coach.studentId,
            content: `Bench notu ${i}: deneme sonuçlarını birlikte değerlendirelim.`,
            priority: 'MEDIUM',
            pageContext: '/advisor/students',
          }),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            if (res.status === 201) http.push(performance.now() - at);
            else errors++;
          },
          () => {
            errors++;
          },
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  return { http: http.sort((a, b) => a - b), errors, seconds: (performance.now() - start) / 1000 };
}

/**
 * BENCH_TIMELINE=1: latency by send time, per half second (p50 and max; -1 when lost). A tail that comes
 * from one stall shows as one bad line, a tail from overload as lines that get worse.
 */
function printTimeline(tracker: Tracker) {
  const start = Math.min(...[...tracker.sent.values()].map((s) => s.at));
  const buckets = new Map<number, number[]>();
  for (const [noteId, sent] of tracker.sent) {
    const bucket = Math.floor((sent.at - start) / 500);
    const list = buckets.get(bucket) ?? [];
    list.push(tracker.received.get(noteId)?.[0] ?? -1);
    buckets.set(bucket, list);
  }
  for (const [bucket, list] of [...buckets].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b);
    const p50 = list[Math.floor(list.length / 2)]!;
    console.log(
      `  t=${(bucket / 2).toFixed(1)} s: ${list.length} notes, p50 ${p50.toFixed(0)} ms, max ${list.at(-1)!.toFixed(0)} ms`,
    );
  }
}

async function drain(tracker: Tracker) {
  const deadline = Date.now() + DRAIN_MS;
  while (tracker.received.size < tracker.sent.size && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
}

async function runStore(databaseUrl: string | null) {
  const setupStarted = performance.now();
  const server = await startBenchServer({ coaches: COACHES, databaseUrl });
  const { fixture } = server;
  const tracker = new Tracker();
  const sockets = await connectAll(fixture, tracker);
  console.log(
    `${fixture.store}: ${fixture.coaches.length} coaches, ${fixture.advisors.length} advisors, ${sockets.length} sockets ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const rows: Record<string, string | number>[] = [];
  try {
    await sendAtRate(fixture, tracker, 20, 100, 0); // warm-up, not counted
    await drain(tracker);
    let offset = 100;
    for (const rate of RATES) {
      tracker.reset();
      const total = rate * SECONDS;
      const sent = await sendAtRate(fixture, tracker, rate, total, offset);
      offset += total;
      await drain(tracker);
      if (process.env.BENCH_TIMELINE) printTimeline(tracker);
      const latencies = [...tracker.received.values()].map((l) => l[0]!).sort((a, b) => a - b);
      const duplicated = [...tracker.received.values()].reduce((n, l) => n + l.length - 1, 0);
      rows.push({
        store: fixture.store,
        'notes/s': rate,
        'achieved/s': total / sent.seconds,
        notes: total,
        'p50 ms': percentile(latencies, 0.5),
        'p95 ms': percentile(latencies, 0.95),
        'p99 ms': percentile(latencies, 0.99),
        'max ms': latencies.at(-1) ?? Number.NaN,
        lost: total - tracker.received.size,
        duplicated: duplicated + tracker.misrouted,
        'HTTP p50 ms': percentile(sent.http, 0.5),
        'HTTP p99 ms': percentile(sent.http, 0.99),
        'HTTP errors': sent.errors,
      });
    }
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
  return rows;
}

export async function liveBench(): Promise<SummaryRow[]> {
  console.log(
    `bench:live — ${COACHES} coach sockets, ${SECONDS} s per rate, rates ${RATES.join(', ')}/s; ${machine()}`,
  );
  // BENCH_PGLITE=false: PostgreSQL only.
  const rows = process.env.BENCH_PGLITE === 'false' ? [] : await runStore(null);
  if (process.env.DATABASE_URL || process.env.BENCH_PG)
    rows.push(...(await runStore(process.env.BENCH_PG || DEFAULT_PG)));
  printTable('command → NOTIFICATION on the coach’s /live socket', rows);
  const targets: Record<number, number> = { 100: 100, 300: 250 };
  return rows.map((r) => {
    const rate = Number(r['notes/s']);
    const p99 = Number(r['p99 ms']);
    const clean = r.lost === 0 && r.duplicated === 0;
    const target = targets[rate];
    return row({
      part: `live (${r.store})`,
      figure: `command → NOTIFICATION p99 @${rate}/s, ${COACHES} sockets (achieved ${Number(r['achieved/s']).toFixed(0)}/s, lost ${r.lost}, dup ${r.duplicated})`,
      value: p99,
      unit: 'ms',
      baseline: 'HTTP answer p99 of the same commands',
      baselineValue: Number(r['HTTP p99 ms']),
      target: target ? `p99 ≤ ${target} ms, none lost/duplicated` : 'none lost/duplicated',
      met: target ? p99 <= target && clean : clean,
    });
  });
}

runAlone(import.meta.url, liveBench, 'bench:live');
