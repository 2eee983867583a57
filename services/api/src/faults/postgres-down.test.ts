import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import { type DemoWorld, eventually, startDemoWorld } from '../testing-demo';
import { freePort } from '../testing-process';
import { createThrowawayPostgres, findPostgresBin, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * PostgreSQL stopped (`pg_ctl stop -m immediate`) under a mixed load of REST and tRPC reads and commands,
 * on a throw-away cluster of its own. Pass: while it is down every answer is 503 with the Turkish
 * "unavailable" message (never a 500, never a hang), except a read the read-model cache still holds; once
 * it is back the same requests succeed again, commands included (their read models follow: the projection
 * runner recovered too).
 */
const bin = findPostgresBin();
if (!bin) console.warn('postgres-down fault test skipped: no PostgreSQL binaries (initdb, pg_ctl) found');

interface Answer {
  phase: 'up' | 'down' | 'back';
  name: string;
  status: number;
  message: string | null;
}

describe.skipIf(!bin)('PostgreSQL stopped under load', () => {
  let pg: ThrowawayPostgres;
  let world: DemoWorld;
  beforeAll(async () => {
    pg = createThrowawayPostgres(bin!, await freePort());
    world = await startDemoWorld({ config: { databaseUrl: pg.url } });
  }, 120_000);
  afterAll(async () => {
    await world?.server.close().catch(() => {});
    pg?.destroy();
  });

  it('answers 503 in Turkish while it is down and recovers when it is back', async () => {
    const { url } = world.server;
    const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const requests = [
      { name: 'REST advisor students', path: '/api/advisor/students?limit=5', token: world.tokens.advisor1 },
      {
        name: 'REST coach notes',
        path: `/api/advisor-notes/coach/${world.ids.coach1}`,
        token: world.tokens.coach1,
      },
      {
        name: 'tRPC notes.forCoach',
        path: `/trpc/notes.forCoach?input=${input({ coachId: world.ids.coach1 })}`,
        token: world.tokens.coach1,
      },
      {
        name: 'REST SendNote',
        method: 'POST',
        path: '/api/advisor-notes',
        token: world.tokens.advisor1,
        body: {
          coachId: world.ids.coach1,
          studentId: world.ids.arda,
          content: 'Veritabanı kesintisi sırasında gönderilen not.',
          priority: 'MEDIUM',
          pageContext: '/advisor/students',
        },
      },
      { name: 'health', path: '/healthz' },
    ];
    const call = async (r: (typeof requests)[number]) => {
      const res = await fetch(`${url}${r.path}`, {
        method: r.method ?? 'GET',
        headers: {
          ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
          ...(r.body ? { 'content-type': 'application/json' } : {}),
        },
        body: r.body ? JSON.stringify(r.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let message: string | null = null;
      try {
        const json = JSON.parse(text);
        message = json.message ?? json.error?.message ?? null;
      } catch {}
      return { status: res.status, message };
    };

    let phase: Answer['phase'] = 'up';
    const answers: Answer[] = [];
    const crossed: string[] = [];
    // Requests start on a clock, one every 20 ms, whatever the earlier ones do: a command caught in flight
    // when the database stops waits for it to come back (and is then applied), and must not keep the
    // requests of the outage from being made.
    const pending = new Set<Promise<void>>();
    let next = 0;
    const ask = async (r: (typeof requests)[number]) => {
      const at = phase;
      const startedAt = performance.now();
      const a = await call(r).catch(() => ({ status: 0, message: 'no answer' }));
      // An answer that started in one phase and ended in another belongs to neither (kept to explain a failure).
      if (at === phase) answers.push({ phase, name: r.name, ...a });
      else
        crossed.push(
          `${at}→${phase} ${r.name}: ${a.status} after ${Math.round(performance.now() - startedAt)} ms`,
        );
    };
    const clock = setInterval(() => {
      if (pending.size >= 24) return;
      const asking = ask(requests[next++ % requests.length]!).finally(() => pending.delete(asking));
      pending.add(asking);
    }, 20);
    await new Promise((r) => setTimeout(r, 1_000));
    pg.stop();
    phase = 'down';
    await new Promise((r) => setTimeout(r, 5_000));
    phase = 'back';
    pg.start();
    // Back: every kind of request succeeds again (retried while the pool reconnects).
    await eventually(async () => {
      for (const r of requests) expect((await call(r)).status).toBeLessThan(300);
    }, 30_000);
    clearInterval(clock);
    await Promise.all(pending);

    const down = answers.filter((a) => a.phase === 'down');
    const summary = (list: Answer[]) => list.map((a) => `${a.name}: ${a.status} ${a.message ?? ''}`);
    expect(answers.filter((a) => a.phase === 'up').every((a) => a.status < 300)).toBe(true);
    // Nothing hangs: answers keep coming while it is down.
    expect(down.length, crossed.join('\n')).toBeGreaterThan(20);
    // A read may still be answered from the read-model cache, which holds until the read models change;
    // anything else is a 503. The health check says so (503 is its own answer); every API request that
    // cannot be answered gets the Turkish message, and no command is taken while the store is down.
    const cachedRead = (a: Answer) =>
      a.status === 200 &&
      a.name !== 'health' &&
      requests.find((r) => r.name === a.name)?.method === undefined;
    const refused = down.filter((a) => !cachedRead(a));
    expect(summary(refused.filter((a) => a.status !== 503))).toEqual([]);
    expect(summary(refused.filter((a) => a.name !== 'health' && a.message !== MESSAGES.unavailable))).toEqual(
      [],
    );
    expect(down.some((a) => a.name === 'REST SendNote')).toBe(true);
    expect(down.some((a) => a.name === 'health' && a.status === 503)).toBe(true);
    expect(summary(answers.filter((a) => a.status >= 500 && a.status !== 503))).toEqual([]);

    // A command after recovery is applied and projected: the coach sees it.
    const sent = await call({
      ...requests[3]!,
      body: { ...requests[3]!.body, content: 'Kesinti sonrası not.' },
    } as never);
    expect(sent.status).toBe(201);
    const list = await fetch(
      `${url}/api/advisor-notes/coach/${world.ids.coach1}?search=Kesinti%20sonras%C4%B1`,
      {
        headers: { authorization: `Bearer ${world.tokens.coach1}` },
      },
    ).then((r) => r.json());
    expect(JSON.stringify(list)).toContain('Kesinti sonrası not.');
  }, 120_000);
});
