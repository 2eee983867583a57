/**
 * The server side of `pnpm bench:live`, run as its own process so that the load generator and the
 * clients' sockets do not share its event loop: starts the real server (PGlite in memory, or a fresh
 * schema of BENCH_DATABASE_URL), builds the fixture through the services (advisors, N coaches each with
 * one assigned student, sessions) and prints one JSON line with the URL, tokens and ids.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@pusula/api/auth/passwords';
import { createSession } from '@pusula/api/auth/sessions';
import { handleCommand } from '@pusula/api/commands/handle-command';
import { loadConfig } from '@pusula/api/config';
import { createStudent } from '@pusula/api/features/accounts/account-service';
import { addCoach, assignCoach } from '@pusula/api/features/roster/roster-service';
import { startServer } from '@pusula/api/server';
import { accountDecider, accountStreamId } from '@pusula/domain';
import { freshPostgresSchema } from '@pusula/eventstore/testing';

const COACHES = Number(process.env.BENCH_COACHES ?? 1000);
const COACHES_PER_ADVISOR = 100; // the largest advisor capacity an admin may set
const SEED = { userId: 'bench', role: 'ADMIN' };

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const schema = pgUrl ? await freshPostgresSchema(pgUrl) : null;
  const server = await startServer(
    { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl: schema?.url ?? null, seedDemo: false },
    { inMemory: true },
  );
  const deps = server.deps;
  const now = () => deps.now().toISOString();
  // One argon2 hash for every account: hashing 1,000 passwords would only measure argon2.
  const passwordHash = await hashPassword('bench için uzun bir parola');

  const register = async (role: 'ADVISOR' | 'COACH', i: number) => {
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
  const coaches = await inParallel(COACHES, 16, (i) => register('COACH', i));
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
          { firstName: 'Öğrenci', lastName: `Bench ${c}`, classLevel: '12', examTarget: 'TYT', advisorId },
          randomUUID(),
          SEED,
        );
        await assignCoach(deps, advisorId, studentId, coaches[c]!, randomUUID(), SEED);
        students[c] = studentId;
      }
    }),
  );
  await deps.runner.catchUp(120_000);
  const session = (id: string, role: string) =>
    createSession(deps.storage.db, { id, role }, new Date(), 'bench');
  const fixture = {
    url: server.url,
    store: deps.storage.store.kind,
    advisors: await Promise.all(advisors.map((id) => session(id, 'ADVISOR'))),
    coaches: await Promise.all(
      coaches.map(async (coachId, c) => ({
        coachId,
        studentId: students[c]!,
        advisor: Math.floor(c / COACHES_PER_ADVISOR),
        token: await session(coachId, 'COACH'),
      })),
    ),
  };
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
