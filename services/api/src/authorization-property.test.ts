import { randomUUID } from 'node:crypto';
import { readAllCommitted } from '@pusula/eventstore/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, startDemoWorld } from './testing-demo';
import { api } from './testing-http';
import { appRouter } from './trpc/router';

/**
 * Authorisation as a property, beside the hand-written matrix: fast-check draws a caller (role and
 * tenant: the two advisors' worlds, their coaches, a parent, the admin, nobody), an endpoint (REST and the
 * tRPC procedure behind it) and the resources it names (any student, coach, advisor of either tenant, or
 * an id that exists nowhere). A policy oracle — the rules of spec §3 written out here, independently of
 * `authorize.ts`, over the ownership facts of the seeded world — says what the answer must be.
 */
type Role = 'ADMIN' | 'ADVISOR' | 'COACH' | 'PARENT';
interface Caller {
  key: DemoCaller | 'none';
  id: string | null;
  role: Role | null;
}
interface World {
  students: Map<string, { advisor: string | null; coach: string | null }>;
  coaches: Map<string, string | null>; // coach → advisor
  advisors: Set<string>;
  parentLinks: Set<string>; // `${parent}|${student}`
}

/** The policy: who may see a student, a coach, an advisor's own things. */
const policy = {
  student: (w: World, c: Caller, id: string) => {
    const s = w.students.get(id);
    if (!s) return false;
    if (c.role === 'ADMIN') return true;
    if (c.role === 'ADVISOR') return s.advisor === c.id;
    if (c.role === 'COACH') return s.coach === c.id;
    return c.role === 'PARENT' && w.parentLinks.has(`${c.id}|${id}`);
  },
  coach: (w: World, c: Caller, id: string) => {
    if (c.role === 'COACH') return c.id === id;
    if (!w.coaches.has(id)) return false;
    return c.role === 'ADMIN' || (c.role === 'ADVISOR' && w.coaches.get(id) === c.id);
  },
  advisor: (_w: World, c: Caller, id: string) => c.role === 'ADMIN' || (c.role === 'ADVISOR' && c.id === id),
};

type Kind = keyof typeof policy;
interface Endpoint {
  name: string;
  roles: Role[];
  /** The resource the check is about, and the status when it fails (staff 403, private things 404). */
  resource: { kind: Kind; denied: 403 | 404 };
  path: (id: string, other: string) => string;
}

const trpc = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/students/:id',
    roles: ['ADMIN', 'ADVISOR', 'COACH', 'PARENT'],
    resource: { kind: 'student', denied: 404 },
    path: (id) => `/api/students/${id}`,
  },
  {
    name: 'tRPC students.byId',
    roles: ['ADMIN', 'ADVISOR', 'COACH', 'PARENT'],
    resource: { kind: 'student', denied: 404 },
    path: (id) => trpc('students.byId', { studentId: id }),
  },
  {
    name: 'GET /api/advisor/students/:id',
    roles: ['ADVISOR'],
    resource: { kind: 'student', denied: 404 },
    path: (id) => `/api/advisor/students/${id}`,
  },
  {
    name: 'tRPC advisor.student',
    roles: ['ADVISOR'],
    resource: { kind: 'student', denied: 404 },
    path: (id) => trpc('advisor.student', { studentId: id }),
  },
  {
    name: 'GET /api/advisor/coaches/:id',
    roles: ['ADVISOR'],
    resource: { kind: 'coach', denied: 403 },
    path: (id) => `/api/advisor/coaches/${id}`,
  },
  {
    name: 'GET /api/advisor/coaches/:id/students',
    roles: ['ADVISOR'],
    resource: { kind: 'coach', denied: 403 },
    path: (id) => `/api/advisor/coaches/${id}/students`,
  },
  {
    name: 'tRPC advisor.coach',
    roles: ['ADVISOR'],
    resource: { kind: 'coach', denied: 403 },
    path: (id) => trpc('advisor.coach', { coachId: id }),
  },
  {
    name: 'GET /api/advisor-notes/coach/:id',
    roles: ['COACH', 'ADMIN'],
    resource: { kind: 'coach', denied: 403 },
    path: (id) => `/api/advisor-notes/coach/${id}`,
  },
  {
    name: 'GET /api/advisor-notes/coach/:id/student/:sid',
    roles: ['COACH', 'ADMIN'],
    resource: { kind: 'coach', denied: 403 },
    path: (id, other) => `/api/advisor-notes/coach/${id}/student/${other}`,
  },
  {
    name: 'tRPC notes.forCoach',
    roles: ['COACH', 'ADMIN'],
    resource: { kind: 'coach', denied: 403 },
    path: (id) => trpc('notes.forCoach', { coachId: id }),
  },
  {
    name: 'GET /api/advisor-notes/advisor/:id',
    roles: ['ADVISOR', 'ADMIN'],
    resource: { kind: 'advisor', denied: 403 },
    path: (id) => `/api/advisor-notes/advisor/${id}`,
  },
  {
    name: 'tRPC notes.forAdvisor',
    roles: ['ADVISOR', 'ADMIN'],
    resource: { kind: 'advisor', denied: 403 },
    path: (id) => trpc('notes.forAdvisor', { advisorId: id }),
  },
];

function expected(world: World, caller: Caller, endpoint: Endpoint, id: string): number {
  if (!caller.role) return 401;
  if (!endpoint.roles.includes(caller.role)) return 403;
  return policy[endpoint.resource.kind](world, caller, id) ? 200 : endpoint.resource.denied;
}

describe('authorisation property: (role, tenant, endpoint, resource) against the policy oracle', () => {
  let world: DemoWorld;
  let facts: World;
  let callers: Caller[];
  beforeAll(async () => {
    world = await startDemoWorld();
    const db = world.server.deps.storage.db;
    const students = await db.selectFrom('students').select(['id', 'advisor_id', 'coach_id']).execute();
    const accounts = await db.selectFrom('accounts').select(['id', 'role', 'advisor_id']).execute();
    const links = await db.selectFrom('parent_students').select(['parent_id', 'student_id']).execute();
    facts = {
      students: new Map(students.map((s) => [s.id, { advisor: s.advisor_id, coach: s.coach_id }])),
      coaches: new Map(accounts.filter((a) => a.role === 'COACH').map((a) => [a.id, a.advisor_id])),
      advisors: new Set(accounts.filter((a) => a.role === 'ADVISOR').map((a) => a.id)),
      parentLinks: new Set(links.map((l) => `${l.parent_id}|${l.student_id}`)),
    };
    const roles = new Map(accounts.map((a) => [a.id, a.role as Role]));
    callers = [
      { key: 'none', id: null, role: null },
      ...(Object.keys(world.tokens) as DemoCaller[]).map((key) => ({
        key,
        id: world.ids[key],
        role: roles.get(world.ids[key]) ?? null,
      })),
    ];
    // Both tenants present: two advisors, each with coaches and students.
    expect(new Set([...facts.students.values()].map((s) => s.advisor)).size).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => world.server.close());

  it('every answer is the one the policy gives', async () => {
    const ids = [
      ...facts.students.keys(),
      ...facts.coaches.keys(),
      ...facts.advisors,
      randomUUID(), // exists nowhere
    ];
    const unknown = ids.at(-1)!;
    const pools: Record<Kind, string[]> = {
      student: [...facts.students.keys(), unknown],
      coach: [...facts.coaches.keys(), unknown],
      advisor: [...facts.advisors, unknown],
    };
    const mismatches: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callers),
        // Mostly an id of the kind the endpoint is about (either tenant's), sometimes any id at all.
        fc
          .constantFrom(...ENDPOINTS)
          .chain((endpoint) =>
            fc.tuple(
              fc.constant(endpoint),
              fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...pools[endpoint.resource.kind]) },
                { weight: 1, arbitrary: fc.constantFrom(...ids) },
              ),
            ),
          ),
        fc.constantFrom(...facts.students.keys()),
        async (caller, [endpoint, id], other) => {
          const token = caller.key === 'none' ? null : world.tokens[caller.key];
          const res = await api(world.server.url, 'GET', endpoint.path(id, other), { token });
          const want = expected(facts, caller, endpoint, id);
          const ok = want === 200 ? res.status === 200 : res.status === want;
          if (!ok)
            mismatches.push(`${caller.key} ${endpoint.name} ${id}: ${res.status}, policy says ${want}`);
          return true;
        },
      ),
      {
        numRuns: Number(process.env.AUTHZ_RUNS ?? 300),
        seed: Number(process.env.AUTHZ_SEED ?? Date.now() % 100_000),
      },
    );
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 120_000);

  it("answers 409 to any caller who sends another caller's command id, on any mutation, writing nothing", async () => {
    // Each owner makes one real write with its own id; the others then borrow those ids.
    const owned: { owner: DemoCaller; commandId: string }[] = [];
    const own = async (owner: DemoCaller, method: string, path: string, body: object) => {
      const commandId = randomUUID();
      const res = await api(world.server.url, method, path, {
        token: world.tokens[owner],
        body: { ...body, commandId },
      });
      expect(res.status, `${owner} ${path}`).toBeLessThan(300);
      owned.push({ owner, commandId });
    };
    await own('advisor1', 'PUT', '/api/advisor/profile', { profileAnswers: { hedef: 'a' } });
    await own('advisor2', 'PUT', '/api/advisor/profile', { profileAnswers: { hedef: 'b' } });
    for (const coach of ['coach1', 'coach2', 'coach4'] as const)
      await own(coach, 'POST', '/api/advisor/messages', { content: `mesaj ${coach}` });
    await own('parent', 'POST', `/api/parent/students/${world.ids.elif}/messages`, {
      content: 'veli mesajı',
    });

    const mutations = Object.entries(
      (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
        .procedures,
    )
      .filter(([, p]) => p._def.type === 'mutation')
      .map(([path]) => path);
    const anyId = [...facts.students.keys(), ...facts.coaches.keys(), ...facts.advisors];
    const mismatches: string[] = [];
    const before = await world.server.deps.storage.store.committedHead();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callers),
        fc.constantFrom(...owned),
        fc.constantFrom(...mutations),
        fc.dictionary(
          fc.constantFrom('studentId', 'coachId', 'advisorId', 'content', 'noteId'),
          fc.oneof(fc.constantFrom(...anyId), fc.string({ maxLength: 12 })),
          { maxKeys: 3 },
        ),
        async (caller, { owner, commandId }, path, fields) => {
          if (caller.key === owner) return true;
          const token = caller.key === 'none' ? null : world.tokens[caller.key];
          const res = await api(world.server.url, 'POST', `/trpc/${path}`, {
            token,
            body: { ...fields, commandId },
          });
          if (res.status !== 409) mismatches.push(`${caller.key} ${path} with ${owner}'s id: ${res.status}`);
          return true;
        },
      ),
      { numRuns: Number(process.env.AUTHZ_RUNS ?? 300) },
    );
    expect(mismatches.slice(0, 10)).toEqual([]);
    const since = await readAllCommitted(world.server.deps.storage.store, before);
    const byCallers = new Set(callers.map((c) => c.id));
    expect(since.filter((e) => byCallers.has(e.metadata.actorId as string)).map((e) => e.type)).toEqual([]);
  }, 120_000);
});
