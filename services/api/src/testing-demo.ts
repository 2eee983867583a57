import type { RunningServer } from './server';
import { startTestServer } from './testing';
import { loginAs } from './testing-http';

export const DEMO_CALLERS = {
  admin: 'admin@pusula.dev',
  advisor1: 'danisman@pusula.dev',
  advisor2: 'danisman2@pusula.dev',
  coach1: 'koc@pusula.dev',
  coach2: 'koc2@pusula.dev',
  coach4: 'koc4@pusula.dev',
  parent: 'veli@pusula.dev',
} as const;
export type DemoCaller = keyof typeof DEMO_CALLERS;
export type DemoStudent = 'elif' | 'can' | 'arda' | 'deniz' | 'ece' | 'mert' | 'irem' | 'zehra' | 'onur';

export interface DemoWorld {
  server: RunningServer;
  tokens: Record<DemoCaller, string>;
  /** Account ids by caller key, student ids by first name in lower case. */
  ids: Record<DemoCaller | DemoStudent, string>;
}

/** A seeded test server with every demo caller signed in and the ids tests refer to. */
export async function startDemoWorld(
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<DemoWorld> {
  const server = await startTestServer({ ...options, config: { seedDemo: true, ...options.config } });
  const tokens = {} as Record<DemoCaller, string>;
  const ids = {} as DemoWorld['ids'];
  const accounts = await server.deps.storage.db.selectFrom('accounts').select(['id', 'email']).execute();
  for (const [key, email] of Object.entries(DEMO_CALLERS) as [DemoCaller, string][]) {
    tokens[key] = await loginAs(server.url, email);
    ids[key] = accounts.find((a) => a.email === email)!.id;
  }
  const students = await server.deps.storage.db.selectFrom('students').select(['id', 'first_name']).execute();
  for (const s of students) ids[s.first_name.toLocaleLowerCase('tr-TR') as DemoStudent] = s.id;
  return { server, tokens, ids };
}

/** Retries an assertion until it passes (projections are asynchronous) or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
