/**
 * pnpm bench:scale — the busiest reads as a company grows: the same world at 10,000, 100,000 and 1,000,000
 * events (50 → 5,000 students, 20 → 2,000 coaches; scale/world.ts), each size on PostgreSQL in a fresh
 * schema of BENCH_PG (dropped afterwards). Per size:
 *
 * 1. the world's events are decided by the real deciders and written into the log in large batches
 *    (scale/log-writer.ts), then the real projectors (ALL_PROJECTORS, one ProjectionRunner, as the server
 *    runs them) build the read models from the log, and the bench waits until they have caught up;
 * 2. the server (scale/scale-server.ts: the real server, bundled and run with plain Node as `pnpm start`
 *    runs it, plus the repo's static baseline route) starts on that schema as a replica that runs no
 *    projector (this process keeps them), so every read goes to PostgreSQL;
 * 3. each read is asked BENCH_REQUESTS times (default 500) by BENCH_CONCURRENCY clients (default 8), each
 *    request as another signed-in user (round robin over up to 200 coaches, advisors or students), after a
 *    warm-up pass, the reads taking turns in 5 rounds (a change of the machine's load meets them all): a
 *    coach's notes list, an advisor's students list, an advisor's attention queue, a
 *    student's record overview (as the student's coach); and GET /api/bench/static, a coach's notes list
 *    captured once and served through the same middleware (the baseline).
 *
 * Prints a table per size, then p99 per read at each size with the ratio of the largest size to the
 * smallest (target: p99 at 1M within 1.5 × p99 at 10k). Knobs: BENCH_SIZES (default
 * 10000,100000,1000000, run in that order), BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_PG (default the bench database),
 * BENCH_SEED. Figures only: nothing passes or fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { createSession } from '@pusula/api/auth/sessions';
import { openStorage, type Storage } from '@pusula/api/infrastructure/storage';
import { freshPostgresSchema } from '@pusula/eventstore/testing';
import { ALL_PROJECTORS, ProjectionRunner } from '@pusula/projections';
import {
  DEFAULT_PG,
  row,
  runAlone,
  SERVER_PROCESS_ENV,
  type SummaryRow,
  serverBundle,
  sleep,
} from './harness';
import { formatNumber, printTable } from './report';
import { closedLoop, type LoopResult, merge, type Target } from './scale/closed-loop';
import { seedWorld, type World } from './scale/world';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map((s) => Number(s.trim()));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SEED = Number(process.env.BENCH_SEED ?? 20261127);
const ROUNDS = 5;
const USERS = 200;
const TARGET_RATIO = 1.5;

const READS = [
  'static baseline',
  'coach notes',
  'advisor students',
  'attention queue',
  'student overview',
] as const;
type Read = (typeof READS)[number];

interface SizeResult {
  events: number;
  world: World;
  seedSeconds: number;
  catchUpSeconds: number;
  reads: Map<Read, LoopResult>;
  /** The machine's load average (1 min) when the reads began and ended. */
  load: [number, number];
}

/**
 * What an interrupted run (Ctrl-C) still puts away, newest first: the server process, the projectors
 * (their transactions would hold the schema's tables), then the size's schema.
 */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the server and the projectors, dropping the schema…`);
    for (const cleanup of [...cleanups].reverse())
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    process.exit(130);
  });

const seconds = (since: number) => (performance.now() - since) / 1000;
const log = (line: string) => console.log(`  ${line}`);

/** Waits until every projector has applied the whole log, saying how far they are; fails on a failing one. */
async function caughtUp(runner: ProjectionRunner, storage: Storage, total: number): Promise<void> {
  const head = await storage.store.committedHead();
  const done = runner.catchUp(24 * 3_600_000);
  let finished = false;
  done.then(
    () => {
      finished = true;
    },
    () => {},
  );
  const started = performance.now();
  while (!finished) {
    await Promise.race([done, sleep(30_000)]);
    if (finished) break;
    const failing = runner.statuses().find((s) => s.lastError);
    if (failing) throw new Error(`projector ${failing.name} is failing: ${failing.lastError}`);
    const behind = runner.statuses().filter((s) => s.checkpoint !== head);
    log(
      `${seconds(started).toFixed(0)} s: ${behind.map((s) => `${s.name} at ${Number(s.checkpoint?.split('-')[1] ?? 0).toLocaleString('en-US')}`).join(', ')} of ~${total.toLocaleString('en-US')}`,
    );
  }
  await done;
}

async function startScaleServer(
  databaseUrl: string,
  staticTarget: Target,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const bundle = await serverBundle('scale/scale-server.ts');
  const child = spawn(process.execPath, [bundle], {
    env: {
      ...SERVER_PROCESS_ENV,
      ...process.env,
      LOG_LEVEL: 'warn',
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_STATIC_PATH: staticTarget.path,
      BENCH_STATIC_TOKEN: staticTarget.token ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`scale-server exited with ${code}`));
    child.once('exit', onExit);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: string };
        if (parsed.url) {
          child.off('exit', onExit);
          resolve(parsed.url);
        } else process.stdout.write(`  server: ${line}\n`);
      } catch {
        process.stdout.write(`  server: ${line}\n`);
      }
    });
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function measureSize(pgUrl: string, events: number): Promise<SizeResult> {
  console.log(`\n=== ${events.toLocaleString('en-US')} events ===`);
  const schema = await freshPostgresSchema(pgUrl);
  const dropSchema = () => schema.drop();
  cleanups.add(dropSchema);
  const storage = await openStorage({ databaseUrl: schema.url, eventStoreUrl: null, dataDir: '' });
  let runner: ProjectionRunner | null = null;
  let stopRunner: (() => Promise<void>) | null = null;
  let server: Awaited<ReturnType<typeof startScaleServer>> | null = null;
  try {
    let started = performance.now();
    const world = await seedWorld(storage.sql, { events, now: new Date(), seed: SEED, log });
    const seedSeconds = seconds(started);
    log(
      `${world.written.toLocaleString('en-US')} events (${world.commands.toLocaleString('en-US')} commands) in ${seedSeconds.toFixed(1)} s: ${world.size.companies} companies, ${world.advisors.length} advisors, ${world.coaches.length} coaches, ${world.students.length} students, ${world.size.weeks.toFixed(1)} weeks`,
    );

    started = performance.now();
    runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: ALL_PROJECTORS,
      log: (message, error) => console.error(`  projections: ${message}`, error),
    });
    runner.start();
    const running = runner;
    stopRunner = () => running.stop();
    cleanups.add(stopRunner);
    await caughtUp(runner, storage, world.written);
    const catchUpSeconds = seconds(started);
    log(
      `projectors caught up in ${catchUpSeconds.toFixed(1)} s (${formatNumber(world.written / catchUpSeconds)} events/s)`,
    );

    // Signed-in users: a session each, as a sign-in makes it.
    const now = new Date();
    const session = (id: string, role: string) => createSession(storage.db, { id, role }, now, 'bench:scale');
    const coaches = world.coaches.filter((c) => c.studentIds.length > 0).slice(0, USERS);
    const advisors = world.advisors.slice(0, USERS);
    const coachTokens = new Map<string, string>();
    for (const c of coaches) coachTokens.set(c.id, await session(c.id, 'COACH'));
    const advisorTargets: { id: string; token: string }[] = [];
    for (const a of advisors) advisorTargets.push({ id: a.id, token: await session(a.id, 'ADVISOR') });
    const students = coaches.flatMap((c) => c.studentIds.slice(0, 1).map((id) => ({ id, coachId: c.id })));

    const targets: Record<Read, Target[]> = {
      'static baseline': [{ path: '/api/bench/static' }],
      'coach notes': coaches.map((c) => ({
        path: `/api/advisor-notes/coach/${c.id}`,
        token: coachTokens.get(c.id)!,
      })),
      'advisor students': advisorTargets.map((a) => ({
        path: '/api/advisor/students?limit=20',
        token: a.token,
      })),
      'attention queue': advisorTargets.map((a) => ({ path: '/api/attention-queue', token: a.token })),
      'student overview': students.map((s) => ({
        path: `/api/students/${s.id}/overview`,
        token: coachTokens.get(s.coachId)!,
      })),
    };
    server = await startScaleServer(schema.url, targets['coach notes'][0]!);
    cleanups.add(server.stop);
    // Every target answers, with data, before anything is timed.
    for (const read of READS) {
      for (const t of targets[read].slice(0, 3)) {
        const res = await fetch(`${server.url}${t.path}`, {
          headers: t.token ? { authorization: `Bearer ${t.token}` } : {},
        });
        const body = await res.text();
        if (!res.ok) throw new Error(`${read} ${t.path}: ${res.status} ${body}`);
        if (body.length < 20) throw new Error(`${read} ${t.path}: nearly empty answer ${body}`);
      }
    }
    // Warm-up: one pass over each read's targets (PostgreSQL's caches, V8's code), not counted.
    for (const read of READS)
      await closedLoop(server.url, targets[read], {
        requests: Math.min(targets[read].length, REQUESTS),
        concurrency: CONCURRENCY,
      });
    // The reads take turns in ROUNDS rounds, so that a change in the machine's load touches all of them
    // (the baseline too) rather than whichever ran at that moment.
    const rounds = new Map<Read, LoopResult[]>(READS.map((read) => [read, []]));
    const loadBefore = os.loadavg()[0]!;
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++)
      for (const read of READS)
        rounds.get(read)!.push(
          await closedLoop(server.url, targets[read], {
            requests: perRound,
            concurrency: CONCURRENCY,
            offset: round * perRound,
          }),
        );
    const reads = new Map<Read, LoopResult>(READS.map((read) => [read, merge(rounds.get(read)!)]));
    const load: [number, number] = [loadBefore, os.loadavg()[0]!];
    const base = reads.get('static baseline')!;
    printTable(
      `bench:scale — ${world.written.toLocaleString('en-US')} events (${world.students.length} students, ${world.coaches.length} coaches, ${world.advisors.length} advisors); ${reads.get('static baseline')!.requests} requests per read in ${ROUNDS} rounds at ${CONCURRENCY} clients; load ${load.map((l) => l.toFixed(1)).join(' → ')}`,
      READS.map((read) => {
        const r = reads.get(read)!;
        return {
          read,
          users: String(targets[read].length),
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'max ms': r.max,
          'req/s': r.rate,
          'bytes/answer': r.bytes,
          failed: String(r.failed),
          'p99 / static': read === 'static baseline' ? '—' : `${(r.p99 / base.p99).toFixed(1)}×`,
        };
      }),
    );
    return { events, world, seedSeconds, catchUpSeconds, reads, load };
  } finally {
    await server?.stop();
    if (server) cleanups.delete(server.stop);
    await runner?.stop();
    if (stopRunner) cleanups.delete(stopRunner);
    await storage.close();
    await schema.drop();
    cleanups.delete(dropSchema);
  }
}

export async function scaleBench(): Promise<SummaryRow[]> {
  const pgUrl = process.env.BENCH_PG || DEFAULT_PG;
  const results: SizeResult[] = [];
  for (const events of SIZES) results.push(await measureSize(pgUrl, events));
  // Reported smallest first whatever order they ran in (the largest first puts its long catch-up where the
  // machine may still be busy, and both sizes' reads where it is quiet).
  results.sort((a, b) => a.events - b.events);

  const first = results[0]!;
  const last = results.at(-1)!;
  printTable(
    'bench:scale — seeding and catch-up',
    results.map((r) => ({
      'events (target)': r.events,
      'events written': r.world.written,
      students: String(r.world.students.length),
      coaches: String(r.world.coaches.length),
      'seed s': r.seedSeconds,
      'catch-up s': r.catchUpSeconds,
      'catch-up events/s': r.world.written / r.catchUpSeconds,
    })),
  );
  printTable(
    `bench:scale — p99 ms per read at each size; ratio p99(${last.events.toLocaleString('en-US')}) / p99(${first.events.toLocaleString('en-US')}), target ≤ ${TARGET_RATIO}×`,
    READS.map((read) => {
      const ratio = last.reads.get(read)!.p99 / first.reads.get(read)!.p99;
      // The same ratio with each p99 taken relative to its run's static baseline: what is left of the
      // growth when the machine's load moved between the sizes.
      const relative = (r: SizeResult) => r.reads.get(read)!.p99 / r.reads.get('static baseline')!.p99;
      return {
        read,
        ...Object.fromEntries(
          results.map((r) => [`p99 @${r.events.toLocaleString('en-US')}`, r.reads.get(read)!.p99]),
        ),
        ratio: results.length > 1 ? `${ratio.toFixed(2)}×` : '—',
        met: results.length > 1 && read !== 'static baseline' ? (ratio <= TARGET_RATIO ? 'yes' : 'NO') : '—',
        'p99 / static per size': results.map((r) => `${relative(r).toFixed(1)}×`).join(' → '),
      };
    }),
  );
  if (results.length < 2) return [];
  return READS.filter((r) => r !== 'static baseline').map((read) => {
    const value = last.reads.get(read)!.p99;
    const baselineValue = first.reads.get(read)!.p99;
    return row({
      part: 'scale',
      figure: `${read} p99 at ${last.world.written.toLocaleString('en-US')} events`,
      value,
      unit: 'ms',
      baseline: `p99 at ${first.world.written.toLocaleString('en-US')} events`,
      baselineValue,
      target: `≤ ${TARGET_RATIO}× the smallest size`,
      met: value <= TARGET_RATIO * baselineValue,
    });
  });
}

runAlone(import.meta.url, scaleBench, 'bench:scale');
