/**
 * pnpm bench:login — POST /api/auth/login with the right password (argon2 verify, session row, last login)
 * at BENCH_LOGIN_CONNECTIONS (default 16) over the bench accounts, against the bare argon2 verifications
 * per second the same machine does with the same hash and parameters at the same concurrency (the
 * physical floor: a login can be no faster than its hash).
 */
import { hashPassword, verifyPassword } from '@pusula/api/auth/passwords';
import autocannon, { type Options, type Result } from 'autocannon';
import { BENCH_PASSWORD } from './fixture';
import { row, runAlone, type SummaryRow, startBenchServer } from './harness';
import { printTable } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 16);

async function argon2Rate(): Promise<number> {
  const hash = await hashPassword(BENCH_PASSWORD);
  let done = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        if (!(await verifyPassword(hash, BENCH_PASSWORD))) throw new Error('verify failed');
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

export async function loginBench(): Promise<SummaryRow[]> {
  const server = await startBenchServer({ coaches: 20 });
  let login: Result;
  try {
    const requests = server.fixture.coaches.map((c) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: c.email, password: BENCH_PASSWORD }),
    }));
    // Every attempt counts against its account and address until it succeeds (at most 5 at a time), and
    // every connection would start at the first account: each starts at its own, as separate people do.
    let started = 0;
    const setupClient: Options['setupClient'] = (client) => {
      const first = started++ % requests.length;
      client.setRequests([...requests.slice(first), ...requests.slice(0, first)]);
    };
    await autocannon({ url: server.fixture.url, connections: 4, duration: 1, requests, setupClient }); // warm-up
    login = await autocannon({
      url: server.fixture.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
      setupClient,
    });
  } finally {
    await server.stop();
  }
  const argon2 = await argon2Rate();
  printTable(`bench:login — ${CONNECTIONS} connections, ${SECONDS} s`, [
    {
      run: 'POST /api/auth/login',
      'per s': login.requests.average,
      'p50 ms': login.latency.p50,
      'p99 ms': login.latency.p99,
      'non-2xx/errors': login.non2xx + login.errors + login.timeouts,
    },
    { run: 'argon2 verify alone', 'per s': argon2, 'p50 ms': '—', 'p99 ms': '—', 'non-2xx/errors': 0 },
  ]);
  return [
    row({
      part: 'login',
      figure: `logins/s @${CONNECTIONS} conn (p99 ${Math.round(login.latency.p99)} ms)`,
      value: login.requests.average,
      unit: '/s',
      baseline: 'argon2 verify alone',
      baselineValue: argon2,
      target: '—',
      met: login.non2xx + login.errors === 0 ? null : false,
    }),
  ];
}

runAlone(import.meta.url, loginBench, 'bench:login');
