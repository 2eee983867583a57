/**
 * pnpm bench:cluster — the same stream of notes through one server process and through three on one
 * PostgreSQL, side by side. Each setup gets a database of its own (so PostgreSQL's transaction counters
 * count only it), the server bundled as `pnpm start` runs it, and the demo seed. The coach's /live socket
 * is on the last process started (with three, a standby: its subscribers are fed by the projector's
 * commit signal from the process running the projectors); the advisor's notes go round robin over the
 * processes at a fixed rate (open loop). Printed: command → NOTIFICATION latency (p50, p99), lost and
 * duplicated notifications, and database transactions per command (the idle processes' own transactions,
 * measured for as long before the load, taken off). Figures only: nothing passes or fails.
 * BENCH_RATE (default 100 notes/s), BENCH_SECONDS (10), BENCH_PG (a server to create the databases on).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountCommandId } from '@pusula/api/commands/command-claims';
import { derivedId } from '@pusula/api/commands/command-ids';
import { connectLive } from '@pusula/api/live/live-client';
import { api, loginAs } from '@pusula/api/testing-http';
import { freePort, startServerProcess, stopProcess } from '@pusula/api/testing-process';
import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import { freshPostgresDatabase } from '@pusula/eventstore/testing';
import { buildServer } from '../../services/api/build-server.mjs';
import { percentile, row, runAlone, type SummaryRow, sleep } from './harness';
import { printTable } from './report';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_PG = process.env.BENCH_PG || 'postgres://pusula:pusula@127.0.0.1:5432/postgres';
const DRAIN_MS = 5_000;

interface SetupResult {
  processes: number;
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  lost: number;
  duplicated: number;
  transactionsPerCommand: number;
}

async function transactions(url: string): Promise<number> {
  const sql = createPgPoolClient(url, { max: 1 });
  try {
    // Counters reach pg_stat_database when a backend reports them (at most once a second while busy).
    await sleep(1_500);
    const { rows } = await sql.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]!.n);
  } finally {
    await sql.close();
  }
}

async function runSetup(bundle: string, dir: string, count: number): Promise<SetupResult> {
  const database = await freshPostgresDatabase(ADMIN_PG);
  const ports: number[] = [];
  const children = [];
  try {
    for (let i = 0; i < count; i++) {
      ports.push(await freePort());
      // The first seeds the demo; the others find it there.
      children.push(
        await startServerProcess(
          { DATABASE_URL: database.url, DATA_DIR: path.join(dir, `${count}-${i}`) },
          ports[i]!,
          { bundle },
        ),
      );
    }
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);
    const advisor = await loginAs(urls[0]!, 'danisman@pusula.dev');
    const coach = await loginAs(urls[0]!, 'koc@pusula.dev');
    const advisorId = (await api(urls[0]!, 'GET', '/api/auth/me', { token: advisor })).body.data.user.id;
    const coachId = (await api(urls[0]!, 'GET', '/api/auth/me', { token: coach })).body.data.user.id;
    const students = (await api(urls[0]!, 'GET', '/api/advisor/students?limit=100', { token: advisor })).body
      .data as { id: string; coachId: string | null }[];
    const studentId = students.find((s) => s.coachId === coachId)!.id;

    const sentAt = new Map<string, number>();
    const received = new Map<string, number[]>();
    const socket = await connectLive(urls.at(-1)!, coach, (message) => {
      if (message.type !== 'NOTIFICATION' || message.data.type !== 'NEW_NOTE') return;
      const noteId = (message.data.data as { noteId?: string }).noteId;
      if (noteId) received.set(noteId, [...(received.get(noteId) ?? []), performance.now()]);
    });

    // What the processes do by themselves (timers, standby lock tries), over as long as the load lasts.
    const idleFrom = await transactions(database.url);
    const idleStart = performance.now();
    await sleep(SECONDS * 1_000);
    const idleTo = await transactions(database.url);
    const idlePerMs = (idleTo - idleFrom - 1) / (performance.now() - idleStart);

    const before = await transactions(database.url);
    const loadStart = performance.now();
    const total = RATE * SECONDS;
    let failed = 0;
    const requests: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1_000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const commandId = randomUUID();
      const noteId = derivedId(accountCommandId(advisorId, commandId), 'note');
      sentAt.set(noteId, due);
      requests.push(
        api(urls[i % urls.length]!, 'POST', '/api/advisor-notes', {
          token: advisor,
          body: {
            coachId,
            studentId,
            content: `Küme ölçümü ${i}`,
            pageContext: '/advisor/students',
            commandId,
          },
        }).then(
          (res) => {
            if (res.status !== 201) failed++;
          },
          () => {
            failed++;
          },
        ),
      );
    }
    await Promise.all(requests);
    const drainUntil = performance.now() + DRAIN_MS;
    while (received.size < sentAt.size - failed && performance.now() < drainUntil) await sleep(50);
    socket.close();
    const after = await transactions(database.url);
    const idle = idlePerMs * (performance.now() - loadStart);

    const latencies = [...sentAt]
      .filter(([id]) => received.has(id))
      .map(([id, at]) => received.get(id)![0]! - at)
      .sort((a, b) => a - b);
    return {
      processes: count,
      sent: total,
      failed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      lost: [...sentAt.keys()].filter((id) => !received.has(id)).length - failed,
      duplicated: [...received.values()].filter((times) => times.length > 1).length,
      transactionsPerCommand: (after - before - 1 - idle) / total,
    };
  } finally {
    for (const child of children) await stopProcess(child, 'SIGTERM');
    await database.drop().catch(() => {});
  }
}

async function clusterBench(): Promise<SummaryRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pusula-bench-cluster-'));
  try {
    const bundle = path.join(dir, 'server');
    await buildServer({ outdir: bundle });
    const one = await runSetup(path.join(bundle, 'main.mjs'), dir, 1);
    const three = await runSetup(path.join(bundle, 'main.mjs'), dir, 3);
    printTable(
      `Notes at ${RATE}/s for ${SECONDS} s, round robin over the processes; the coach's /live socket on the last`,
      [one, three].map((r) => ({
        processes: String(r.processes),
        sent: String(r.sent),
        'not 201': String(r.failed),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        lost: String(r.lost),
        duplicated: String(r.duplicated),
        'transactions per command': r.transactionsPerCommand,
      })),
    );
    return [
      row({
        part: 'cluster',
        figure: `command → NOTIFICATION p99, 3 processes, ${RATE}/s`,
        value: three.p99,
        unit: 'ms',
        baseline: '1 process',
        baselineValue: one.p99,
        target: '≤ 2× one process',
        met: three.p99 <= 2 * one.p99,
      }),
      row({
        part: 'cluster',
        figure: 'database transactions per command, 3 processes',
        value: three.transactionsPerCommand,
        unit: '',
        baseline: '1 process',
        baselineValue: one.transactionsPerCommand,
        target: '± 1 of one process',
        met: Math.abs(three.transactionsPerCommand - one.transactionsPerCommand) <= 1,
      }),
      row({
        part: 'cluster',
        figure: 'notifications lost + duplicated, 3 processes',
        value: three.lost + three.duplicated,
        unit: '',
        baseline: '1 process',
        baselineValue: one.lost + one.duplicated,
        target: '0',
        met: three.lost + three.duplicated === 0,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, clusterBench, 'bench:cluster');
