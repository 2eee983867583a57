// biome-ignore-all lint/suspicious/noExplicitAny: test responses are inspected freely.
import { randomUUID } from 'node:crypto';
import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, startDemoWorld } from '../testing-demo';
import { api, loginAs, registerStaff } from '../testing-http';
import { appRouter } from '../trpc/router';
import { COMMAND_ID_REUSED } from './command-claims';

/** Every mutation of the router, so that a procedure added later is covered without touching this file. */
function mutationPaths(): string[] {
  const all = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })
    ._def.procedures;
  return Object.entries(all)
    .filter(([, p]) => p._def.type === 'mutation')
    .map(([path]) => path);
}

describe.each(TEST_STORAGE_KINDS)('command ids belong to their caller (%s)', (storage) => {
  let world: DemoWorld;
  let url: string;
  const head = () => world.server.deps.storage.store.committedHead();
  /** What the demo callers appended after a position (the server's own timers may append meanwhile). */
  const writtenSince = async (position: string | null) => {
    const callers = new Set(Object.values(world.ids));
    const events = await readAllCommitted(world.server.deps.storage.store, position);
    return events
      .filter((e) => callers.has(e.metadata.actorId as string))
      .map((e) => `${e.type} by ${e.metadata.actorId}`);
  };
  const as = (caller: DemoCaller | null, method: string, path: string, body?: unknown) =>
    api(url, method, path, { token: caller ? world.tokens[caller] : null, body });

  beforeAll(async () => {
    world = await startDemoWorld({ storage });
    url = world.server.url;
  });
  afterAll(() => world.server.close());

  /**
   * Commands of one caller, and a valid command of the same kind by another caller of their own data:
   * the second one, sent with the first one's id, must be refused, whatever it asks.
   */
  const pairs = (): {
    name: string;
    owner: [DemoCaller, string, string, unknown];
    other: [DemoCaller, string, string, unknown];
    secret: string;
  }[] => {
    const { ids } = world;
    const exam = (name: string) => ({
      examType: 'TYT',
      name,
      takenOn: '2026-11-22',
      tests: [{ testCode: 'tr', correct: 30, wrong: 4, blank: 6 }],
    });
    const session = (title: string) => ({
      title,
      startAt: '2026-12-24T10:00:00+03:00',
      endAt: '2026-12-24T11:00:00+03:00',
    });
    const student = (firstName: string) => ({
      firstName,
      lastName: 'Deneme',
      classLevel: '11',
      examTarget: 'TYT',
    });
    return [
      {
        name: 'advisor note',
        secret: 'Gizli not A',
        owner: [
          'advisor1',
          'POST',
          '/api/advisor-notes',
          {
            coachId: ids.coach1,
            studentId: ids.elif,
            content: 'Gizli not A',
            pageContext: '/advisor/students',
          },
        ],
        other: [
          'advisor2',
          'POST',
          '/api/advisor-notes',
          { coachId: ids.coach4, studentId: ids.zehra, content: 'Not B', pageContext: '/advisor/students' },
        ],
      },
      {
        name: 'message to the advisor',
        secret: 'Gizli mesaj A',
        owner: ['coach1', 'POST', '/api/advisor/messages', { content: 'Gizli mesaj A' }],
        other: ['coach4', 'POST', '/api/advisor/messages', { content: 'Mesaj B' }],
      },
      {
        name: 'new student',
        secret: 'Gizliöğrenci',
        owner: ['advisor1', 'POST', '/api/advisor/students', student('Gizliöğrenci')],
        other: ['advisor2', 'POST', '/api/advisor/students', student('Başka')],
      },
      {
        name: 'family message',
        secret: 'Gizli aile mesajı',
        owner: [
          'coach1',
          'POST',
          `/api/coach/students/${ids.elif}/messages`,
          { content: 'Gizli aile mesajı' },
        ],
        other: ['coach4', 'POST', `/api/coach/students/${ids.zehra}/messages`, { content: 'Aile B' }],
      },
      {
        name: 'video call',
        secret: ids.coach1,
        owner: [
          'advisor1',
          'POST',
          '/api/advisor/video-call',
          { participantType: 'COACH', coachId: ids.coach1 },
        ],
        other: [
          'advisor2',
          'POST',
          '/api/advisor/video-call',
          { participantType: 'COACH', coachId: ids.coach4 },
        ],
      },
      {
        name: 'mock exam',
        secret: 'Gizli deneme A',
        owner: ['coach1', 'POST', `/api/students/${ids.arda}/mock-exams`, exam('Gizli deneme A')],
        other: ['coach4', 'POST', `/api/students/${ids.zehra}/mock-exams`, exam('Deneme B')],
      },
      {
        name: 'coaching session',
        secret: 'Gizli seans A',
        owner: ['coach1', 'POST', `/api/students/${ids.arda}/sessions`, session('Gizli seans A')],
        other: ['coach4', 'POST', `/api/students/${ids.onur}/sessions`, session('Seans B')],
      },
      {
        name: 'coach note',
        secret: 'Gizli koç notu A',
        owner: ['coach1', 'POST', `/api/students/${ids.arda}/coach-notes`, { content: 'Gizli koç notu A' }],
        other: ['coach4', 'POST', `/api/students/${ids.zehra}/coach-notes`, { content: 'Koç notu B' }],
      },
    ];
  };

  it('refuses another caller who reuses an id, with 409, no foreign data and nothing written', async () => {
    for (const { name, owner, other, secret } of pairs()) {
      const commandId = randomUUID();
      const first = await as(owner[0], owner[1], owner[2], { ...(owner[3] as object), commandId });
      expect(first.status, `${name}: ${JSON.stringify(first.body)}`).toBeLessThan(300);
      const before = await head();
      const reused = await as(other[0], other[1], other[2], { ...(other[3] as object), commandId });
      expect({ name, status: reused.status, message: reused.body?.message }).toEqual({
        name,
        status: 409,
        message: COMMAND_ID_REUSED,
      });
      expect(JSON.stringify(reused.body)).not.toContain(secret);
      expect(await writtenSince(before)).toEqual([]);
      // The owner's own retry is still answered as the first time, and writes nothing.
      const retried = await as(owner[0], owner[1], owner[2], { ...(owner[3] as object), commandId });
      expect(retried.status, name).toBe(first.status);
      expect(JSON.stringify(retried.body.data?.id ?? retried.body.data)).toBe(
        JSON.stringify(first.body.data?.id ?? first.body.data),
      );
      expect(await writtenSince(before)).toEqual([]);
    }
  });

  it('refuses a claimed id on every mutation of the router, for every other caller and for nobody', async () => {
    const commandId = randomUUID();
    const sent = await as('advisor1', 'POST', '/api/advisor-notes', {
      coachId: world.ids.coach1,
      studentId: world.ids.arda,
      content: 'Sahibinin notu',
      pageContext: '/advisor/students',
      commandId,
    });
    expect(sent.status).toBe(201);
    const before = await head();
    const paths = mutationPaths();
    expect(paths.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    // The student app's mutations too: a student account reusing another caller's id is refused alike.
    const tokens: Record<string, string> = {
      ...world.tokens,
      student: await loginAs(url, 'ogrenci@pusula.dev'),
    };
    for (const caller of [null, 'advisor2', 'coach1', 'parent', 'admin', 'student'] as const) {
      for (const path of paths) {
        const res = await api(url, 'POST', `/trpc/${path}`, {
          token: caller ? tokens[caller] : null,
          body: { commandId, studentId: world.ids.zehra, content: 'x' },
        });
        if (res.status !== 409 || res.body?.error?.message !== COMMAND_ID_REUSED)
          wrong.push(`${caller ?? 'nobody'} ${path}: ${res.status} ${res.body?.error?.message}`);
        if (JSON.stringify(res.body).includes('Sahibinin notu')) wrong.push(`${path} leaked the note`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await writtenSince(before)).toEqual([]);
    // Six callers times every mutation, one request after another: minutes on a busy machine, not seconds.
  }, 180_000);

  it("refuses the caller's own id with another payload, and gives back the id of a refused command", async () => {
    const commandId = randomUUID();
    const note = (content: string) => ({
      coachId: world.ids.coach1,
      studentId: world.ids.can,
      content,
      pageContext: '/advisor/students',
      commandId,
    });
    // Refused before anything was written (empty text): the id may carry the corrected request.
    expect((await as('advisor1', 'POST', '/api/advisor-notes', note('   '))).status).toBe(400);
    const sent = await as('advisor1', 'POST', '/api/advisor-notes', note('İlk içerik'));
    expect(sent.status).toBe(201);
    const before = await head();
    const changed = await as('advisor1', 'POST', '/api/advisor-notes', note('Başka içerik'));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(COMMAND_ID_REUSED);
    // Key order and whitespace of the JSON do not make another payload.
    const reordered = Object.fromEntries(Object.entries(note('İlk içerik')).reverse());
    const again = await as('advisor1', 'POST', '/api/advisor-notes', reordered);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(sent.body.id);
    expect(await writtenSince(before)).toEqual([]);
  });

  it('answers the retry of a password change, whose session the change ended, with 401, not as a stranger', async () => {
    const email = `sifre-tekrar-${storage}@ornek.com`;
    const token = (await registerStaff(url, 'COACH', email, { password: 'ilk kayıt şifresi 1' })).token;
    const body = {
      currentPassword: 'ilk kayıt şifresi 1',
      newPassword: 'yeni bir şifre 2',
      commandId: randomUUID(),
    };
    const changed = await api(url, 'POST', '/api/auth/change-password', { token, body });
    expect(changed.status).toBe(200);
    const before = await head();
    // The answer was lost; the page sends the same change again, with the token the change ended.
    const retried = await api(url, 'POST', '/api/auth/change-password', { token, body });
    expect({ status: retried.status, message: retried.body?.message }).toEqual({
      status: 401,
      message: 'Oturum açmanız gerekiyor',
    });
    // Nobody with that id and no token is still refused as another caller.
    const anonymous = await api(url, 'POST', '/api/auth/change-password', { body });
    expect(anonymous.status).toBe(409);
    const events = await readAllCommitted(world.server.deps.storage.store, before);
    expect(events.filter((e) => e.type === 'PasswordChanged')).toEqual([]);
  });

  it('refuses a malformed id with a Turkish field message', async () => {
    const res = await as('coach1', 'POST', '/api/advisor/messages', { content: 'x', commandId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Geçersiz istek kimliği');
  });
});
