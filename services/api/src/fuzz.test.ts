import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from './features/rest-routes';
import type { RunningServer } from './server';
import { startTestServer } from './testing';
import { loginAs } from './testing-http';

/**
 * Bad input for every REST route, as every kind of signed-in caller: wrong types, huge and odd strings,
 * missing and extra fields, odd paging numbers, malformed JSON, wrong content types. The answer must
 * always be a non-5xx status with a message on errors, and a refused request must append no event.
 */
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'İıŞşĞğ',
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
    '💥'.repeat(50),
  ),
  fc.constant('x'.repeat(6000)),
);
const number = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1e9, Number.MAX_SAFE_INTEGER), fc.double());
const value = fc.oneof(
  text,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const fields = [
  'email',
  'password',
  'content',
  'coachId',
  'studentId',
  'priority',
  'pageContext',
  'role',
  'firstName',
  'lastName',
  'classLevel',
  'examTarget',
  'packageId',
  'type',
  'kvkkConsent',
  'profileAnswers',
  'coachReply',
  'newPassword',
  'currentPassword',
  'commandId',
  'advisorId',
  'parentId',
  'participantType',
  'status',
  'sessionId',
  'endReason',
  'action',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 8 }),
  fc.anything({ maxDepth: 2 }),
);
const rawBody = fc.oneof(
  body.map((b) => ({ text: JSON.stringify(b) ?? 'null', type: 'application/json' })),
  fc
    .constantFrom('{', '{"a":', 'null', '[]', '"str"', 'not json')
    .map((t) => ({ text: t, type: 'application/json' })),
  body.map((b) => ({ text: JSON.stringify(b) ?? '', type: 'text/plain' })),
  fc.constant({ text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' }),
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'limit',
    'search',
    'sortBy',
    'sortOrder',
    'isRead',
    'priority',
    'q',
    'startDate',
    'endDate',
    'type',
    'targetId',
    'classLevel',
    'examTarget',
    'role',
    'active',
    'coachId',
    'studentId',
  ),
  fc.oneof(text, number.map(String)),
  { maxKeys: 4 },
);

describe('bad input never gets a 5xx and never writes half', () => {
  let server: RunningServer;
  const tokens: (string | null)[] = [null];
  let routes: { method: string; path: string }[] = [];
  const knownIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    for (const email of ['admin@pusula.dev', 'danisman@pusula.dev', 'koc@pusula.dev', 'veli@pusula.dev']) {
      tokens.push(await loginAs(server.url, email));
    }
    const ids = await server.deps.storage.sql.query<{ id: string }>(
      'SELECT id FROM students UNION ALL SELECT id FROM accounts',
    );
    knownIds.push(...ids.rows.map((r) => r.id));
    routes = REST_ROUTES.flat()
      // Logout and password change end sessions the fuzzer needs; they get their own tests.
      .filter((r) => !['/api/auth/logout', '/api/auth/change-password'].includes(r.path))
      .map((r) => ({ method: r.method, path: r.path }));
  });
  afterAll(() => server.close());

  it('holds for every route', async () => {
    const id = fc.oneof(text, fc.constantFrom(...knownIds));
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...tokens),
        fc.array(id, { minLength: 4, maxLength: 4 }),
        rawBody,
        query,
        async (route, token, ids, payload, params) => {
          if (failures.length >= 5) return true; // enough to act on; the report lists them
          let i = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(ids[i++] ?? 'x'));
          const search = new URLSearchParams(params).toString();
          const before = await server.deps.storage.store.committedHead();
          const res = await fetch(`${server.url}${path}${search ? `?${search}` : ''}`, {
            method: route.method,
            headers: { 'content-type': payload.type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: route.method === 'GET' || route.method === 'HEAD' ? undefined : payload.text,
          });
          const text = await res.text();
          const label = `${route.method} ${route.path} ${path.slice(0, 120)}?${search.slice(0, 120)} ${payload.text.slice(0, 80)}`;
          if (res.status >= 500) failures.push(`${res.status} ${label} → ${text.slice(0, 200)}`);
          // 431: Node's HTTP parser refuses an over-long URL before the app sees it (no body to check).
          if (res.status >= 400 && res.status !== 431) {
            let message: unknown;
            try {
              message = JSON.parse(text).message;
            } catch {}
            if (typeof message !== 'string' || message.length === 0)
              failures.push(`no message: ${res.status} ${label}`);
            if ((await server.deps.storage.store.committedHead()) !== before)
              failures.push(`wrote on ${res.status}: ${label}`);
          }
          return true;
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
