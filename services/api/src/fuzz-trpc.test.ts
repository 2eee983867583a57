import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server';
import { startTestServer } from './testing';
import { api, loginAs } from './testing-http';
import { appRouter } from './trpc/router';

/**
 * The REST fuzzer's promise (fuzz.test.ts) for every tRPC query and mutation over HTTP: inputs built from
 * each procedure's own field names with wrong types, huge and odd strings, known and unknown ids, missing
 * and extra fields, odd paging numbers; malformed JSON and wrong content types. As every kind of caller.
 * The answer is never a 5xx, an error always carries a message, and a refused call appends no event.
 */
interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation';
  fields: string[];
}

// Calls that end the fuzzer's own sessions or accounts, or rebuild every read model: tested elsewhere.
const SKIP = new Set(['auth.logout', 'auth.changePassword', 'admin.deactivate', 'admin.rebuildProjection']);

function procedures(): ProcedureInfo[] {
  const all = (
    appRouter as unknown as {
      _def: { procedures: Record<string, { _def: { type: string; inputs?: unknown[] } }> };
    }
  )._def.procedures;
  return Object.entries(all)
    .filter(([path, p]) => p._def.type !== 'subscription' && !SKIP.has(path))
    .map(([path, p]) => {
      const fields = new Set<string>();
      for (const input of p._def.inputs ?? []) {
        const shape = (input as { shape?: Record<string, unknown> }).shape;
        if (shape) for (const key of Object.keys(shape)) fields.add(key);
      }
      return { path, type: p._def.type as 'query' | 'mutation', fields: [...fields] };
    });
}

const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'İıŞşĞğ', '\u0000', "' OR 1=1 --", '<script>', '💥'.repeat(50), '2026-02-30', 'T'),
  fc.constant('x'.repeat(6000)),
);
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1e9, Number.MAX_SAFE_INTEGER, 1.5), fc.double());

describe('bad tRPC input never gets a 5xx and never writes half', () => {
  let server: RunningServer;
  const tokens: (string | null)[] = [null];
  const knownIds: string[] = [];
  /** Command ids another caller (advisor 2, who is not among the fuzzer's callers) has already used. */
  const foreignCommandIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    for (const email of ['admin@pusula.dev', 'danisman@pusula.dev', 'koc@pusula.dev', 'veli@pusula.dev'])
      tokens.push(await loginAs(server.url, email));
    const ids = await server.deps.storage.sql.query<{ id: string }>(
      'SELECT id FROM students UNION ALL SELECT id FROM accounts UNION ALL (SELECT id::text FROM notes LIMIT 5)',
    );
    knownIds.push(...ids.rows.map((r) => r.id));
    const other = await loginAs(server.url, 'danisman2@pusula.dev');
    for (let i = 0; i < 3; i++) {
      const commandId = crypto.randomUUID();
      const res = await api(server.url, 'PUT', '/api/advisor/profile', {
        token: other,
        body: { profileAnswers: { hedef: `yanıt ${i}` }, commandId },
      });
      expect(res.status).toBe(200);
      foreignCommandIds.push(commandId);
    }
  });
  afterAll(() => server.close());

  it('holds for every query and mutation', async () => {
    const all = procedures();
    expect(all.length).toBeGreaterThan(100);
    const value = fc.oneof(
      { weight: 3, arbitrary: text },
      { weight: 2, arbitrary: number },
      { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(text, fc.constantFrom(...knownIds)), { maxLength: 3 }),
      fc.object({ maxDepth: 2 }),
      fc.constantFrom(...foreignCommandIds),
    );
    const call = fc.constantFrom(...all).chain((procedure) =>
      fc.record({
        procedure: fc.constant(procedure),
        token: fc.constantFrom(...tokens),
        raw: fc.oneof(
          {
            weight: 6,
            arbitrary: fc
              .dictionary(fc.constantFrom(...procedure.fields, 'commandId', 'extra', '__proto__x'), value, {
                maxKeys: 8,
              })
              .map((input) => ({ text: JSON.stringify(input), type: 'application/json' })),
          },
          fc
            .anything({ maxDepth: 2 })
            .map((input) => ({ text: JSON.stringify(input) ?? 'null', type: 'application/json' })),
          fc.constantFrom('{', '{"a":', 'not json', '').map((t) => ({ text: t, type: 'application/json' })),
          fc.constant({ text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' }),
        ),
      }),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(call, async ({ procedure, token, raw }) => {
        if (failures.length >= 5) return true;
        const before = await server.deps.storage.store.committedHead();
        const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const res =
          procedure.type === 'query'
            ? await fetch(`${server.url}/trpc/${procedure.path}?input=${encodeURIComponent(raw.text)}`, {
                headers: auth,
              })
            : await fetch(`${server.url}/trpc/${procedure.path}`, {
                method: 'POST',
                headers: { ...auth, 'content-type': raw.type },
                body: raw.text,
              });
        const body = await res.text();
        const label = `${procedure.type} ${procedure.path} ${raw.text.slice(0, 120)}`;
        if (res.status >= 500) failures.push(`${res.status} ${label} → ${body.slice(0, 200)}`);
        const borrowed = foreignCommandIds.find((id) => raw.text.includes(`"commandId":"${id}"`));
        if (procedure.type === 'mutation' && borrowed && res.status < 400)
          failures.push(`another caller's command id was accepted: ${res.status} ${label}`);
        if (res.status >= 400 && res.status !== 431 && res.status !== 414) {
          let message: unknown;
          try {
            message = JSON.parse(body).error?.message;
          } catch {}
          if (typeof message !== 'string' || message.length === 0)
            failures.push(`no message: ${res.status} ${label}`);
          if ((await server.deps.storage.store.committedHead()) !== before)
            failures.push(`wrote on ${res.status}: ${label}`);
        }
        return true;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
