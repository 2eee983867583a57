/**
 * The server side of the HTTP and socket benchmarks, run as its own process so that the load generator
 * and the clients' sockets do not share its event loop: starts the real server (PGlite in memory, or a
 * fresh schema of BENCH_DATABASE_URL), builds the fixture through the services (advisors, N coaches each
 * with one assigned student, sessions, some notes) and prints one JSON line with the URL, tokens and ids.
 *
 * Baselines live in this process only (startServer's extraRoutes; the served code knows nothing of them):
 * GET /api/bench/static answers the coach-notes body captured after seeding, through the same middleware;
 * POST /api/bench/raw-insert writes the request body as one row of a plain table (the physical floor of a
 * command); GET /api/bench/stats reports memory (after a full GC when `gc=1`), event-loop delay, open
 * handles and /live sockets.
 *
 * Run only as a child process (harness.ts): importing it starts a server. Shared types live in fixture.ts.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import { hashPassword } from '@pusula/api/auth/passwords';
import { createSession } from '@pusula/api/auth/sessions';
import { handleCommand } from '@pusula/api/commands/handle-command';
import { loadConfig } from '@pusula/api/config';
import { createStudent } from '@pusula/api/features/accounts/account-service';
import { sendNote } from '@pusula/api/features/notes/note-service';
import { addCoach, assignCoach } from '@pusula/api/features/roster/roster-service';
import type { RestRouteInstaller } from '@pusula/api/http/app';
import { type RunningServer, startServer } from '@pusula/api/server';
import { accountDecider, accountStreamId } from '@pusula/domain';
import { compileWasmOptimized } from '@pusula/eventstore';
import { BENCH_PASSWORD, type BenchFixture, type BenchStats } from './fixture';

const COACHES = Number(process.env.BENCH_COACHES ?? 1000);
const NOTES_PER_COACH = Number(process.env.BENCH_NOTES_PER_COACH ?? 0);
const COACHES_PER_ADVISOR = 100; // the largest advisor capacity an admin may set
const SEED = { userId: 'bench', role: 'ADMIN' };

function baselineRoutes(
  getServer: () => RunningServer | null,
  staticBody: () => unknown,
): RestRouteInstaller {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return (app, deps) => {
    app.get('/api/bench/static', (c) => c.json(staticBody()));
    app.post('/api/bench/raw-insert', async (c) => {
      const body = await c.req.json();
      await deps.storage.sql.query(
        'INSERT INTO bench_raw_notes (id, body) VALUES ($1, $2)',
        [randomUUID(), JSON.stringify(body)],
        { name: 'bench_raw_insert' },
      );
      return c.json({ success: true }, 201);
    });
    // For leak hunts: a heap snapshot after a full GC, written where BENCH_HEAP_DIR says (off by default).
    app.post('/api/bench/heap-snapshot', (c) => {
      if (!process.env.BENCH_HEAP_DIR) return c.json({ success: false }, 404);
      (globalThis as { gc?: () => void }).gc?.();
      const file = path.join(process.env.BENCH_HEAP_DIR, `heap-${Date.now()}.heapsnapshot`);
      return c.json({ success: true, file: writeHeapSnapshot(file) });
    });
    app.get('/api/bench/stats', (c) => {
      if (c.req.query('gc') === '1') (globalThis as { gc?: () => void }).gc?.();
      const memory = process.memoryUsage();
      const stats: BenchStats = {
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        external: memory.external,
        eventLoopP99Ms: loop.percentile(99) / 1e6,
        eventLoopMaxMs: loop.max / 1e6,
        handles: process.getActiveResourcesInfo().filter((r) => r !== 'Timeout').length,
        liveClients: getServer()?.liveClients() ?? 0,
      };
      if (c.req.query('reset') === '1') loop.reset();
      return c.json(stats);
    });
  };
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  // Loaded only for PostgreSQL: on PGlite the server has no pg module in memory, as under `pnpm start`.
  const schema = pgUrl ? await (await import('@pusula/eventstore/testing')).freshPostgresSchema(pgUrl) : null;
  if (!pgUrl) compileWasmOptimized(); // as main.ts runs the embedded database
  let staticBody: unknown = { success: true, data: [] };
  let running: RunningServer | null = null;
  // BENCH_DATA_DIR: PGlite on disk there, as `pnpm start` runs it; otherwise in memory (no disk noise).
  const dataDir = process.env.BENCH_DATA_DIR || null;
  const server = await startServer(
    {
      ...loadConfig({}),
      port: 0,
      host: '127.0.0.1',
      databaseUrl: schema?.url ?? null,
      seedDemo: false,
      // The fixture is the first line on stdout, and a JSON log line per request would cost the server
      // more than some reads do: warnings only.
      logLevel: process.env.LOG_LEVEL ?? 'warn',
      // The load generator opens its hundreds of sockets from one address, a hundred at a time.
      wsDoor: { unauthenticatedPerAddress: 100_000, authAttemptsPerMinute: 1_000_000, authTimeoutMs: 30_000 },
      ...(dataDir ? { dataDir } : {}),
    },
    {
      inMemory: !dataDir,
      extraRoutes: [
        baselineRoutes(
          () => running,
          () => staticBody,
        ),
      ],
    },
  );
  running = server;
  const deps = server.deps;
  await deps.storage.sql.query(
    'CREATE TABLE IF NOT EXISTS bench_raw_notes (id uuid PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );
  const now = () => deps.now().toISOString();
  // One argon2 hash for every account: hashing 1,000 passwords would only measure argon2.
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  // An advisor's organisation has the advisor's id; each coach works in their advisor's.
  const register = async (role: 'ADVISOR' | 'COACH', i: number, organisationId?: string) => {
    const accountId = randomUUID();
    await handleCommand(deps.storage.store, {
      streamId: accountStreamId(accountId),
      decider: accountDecider,
      commandId: randomUUID(),
      command: {
        type: 'RegisterAccount',
        data: {
          accountId,
          role,
          email: `bench-${role.toLowerCase()}-${i}@ornek.com`,
          firstName: role === 'ADVISOR' ? 'Danışman' : 'Koç',
          lastName: `Bench ${i}`,
          phone: null,
          passwordHash,
          coach: role === 'COACH' ? { packageId: 'bench', packageName: 'Bench', studentLimit: 10 } : null,
          advisor:
            role === 'ADVISOR'
              ? { title: '', department: '', specialization: '', maxCoachLimit: COACHES_PER_ADVISOR }
              : null,
          consent: null,
          registeredAt: now(),
          createdBy: 'bench',
          organisationId: organisationId ?? accountId,
        },
      },
    });
    return accountId;
  };
  const inParallel = async <T>(count: number, width: number, run: (i: number) => Promise<T>) => {
    const out: T[] = new Array(count);
    let next = 0;
    await Promise.all(
      Array.from({ length: width }, async () => {
        for (let i = next++; i < count; i = next++) out[i] = await run(i);
      }),
    );
    return out;
  };

  const advisorCount = Math.ceil(COACHES / COACHES_PER_ADVISOR);
  const advisors = await inParallel(advisorCount, 8, (i) => register('ADVISOR', i));
  const coaches = await inParallel(COACHES, 16, (i) =>
    register('COACH', i, advisors[Math.floor(i / COACHES_PER_ADVISOR)]),
  );
  await deps.runner.catchUp(120_000);

  // Each advisor's roster is one stream: its coaches and students are added one after the other, the
  // advisors side by side.
  const students: string[] = new Array(COACHES);
  await Promise.all(
    advisors.map(async (advisorId, a) => {
      for (let c = a * COACHES_PER_ADVISOR; c < Math.min(COACHES, (a + 1) * COACHES_PER_ADVISOR); c++) {
        await addCoach(deps, advisorId, coaches[c]!, randomUUID(), SEED);
        const { studentId } = await createStudent(
          deps,
          { firstName: 'Öğrenci', lastName: `Bench ${c}`, classLevel: '12', examTarget: 'TYT' },
          { rosterOwnerId: advisorId },
          randomUUID(),
          SEED,
        );
        await assignCoach(deps, advisorId, studentId, coaches[c]!, randomUUID(), SEED);
        students[c] = studentId;
      }
    }),
  );
  // Notes for the read benchmarks: a coach's list has something to page through.
  await inParallel(COACHES * NOTES_PER_COACH, 8, (i) => {
    const c = i % COACHES;
    return sendNote(
      deps,
      { userId: advisors[Math.floor(c / COACHES_PER_ADVISOR)]!, role: 'ADVISOR' },
      {
        coachId: coaches[c]!,
        studentId: students[c]!,
        content: `Bench notu ${i}: bu hafta paragraf sorularında süreyi birlikte planlayalım.`,
        priority: 'MEDIUM',
        pageContext: '/advisor/students',
      } as never,
      randomUUID(),
    );
  });
  await deps.runner.catchUp(120_000);
  const session = (id: string, role: string) =>
    createSession(deps.storage.db, { id, role }, new Date(), 'bench');
  const fixture: BenchFixture = {
    url: server.url,
    store: deps.storage.store.kind,
    pid: process.pid,
    advisorIds: advisors,
    advisors: await Promise.all(advisors.map((id) => session(id, 'ADVISOR'))),
    coaches: await Promise.all(
      coaches.map(async (coachId, c) => ({
        coachId,
        studentId: students[c]!,
        advisor: Math.floor(c / COACHES_PER_ADVISOR),
        token: await session(coachId, 'COACH'),
        email: `bench-coach-${c}@ornek.com`,
      })),
    ),
  };
  const first = fixture.coaches[0]!;
  staticBody = await (
    await fetch(`${server.url}/api/advisor-notes/coach/${first.coachId}`, {
      headers: { authorization: `Bearer ${first.token}` },
    })
  ).json();
  process.stdout.write(`${JSON.stringify(fixture)}\n`);

  const stop = async () => {
    await server.close();
    await schema?.drop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
