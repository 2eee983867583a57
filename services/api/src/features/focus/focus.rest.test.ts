import { randomUUID } from 'node:crypto';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoCaller, type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

const PASSWORD = 'odaklanan öğrenci parolası';

/**
 * The focus log over REST on a real server (demo seed), on a clock the test holds: Deniz (TYT, 11th class,
 * coach2's student in advisor1's company) gets a student account by a pairing code and logs focus blocks;
 * a retry logs nothing twice; bad input is a Turkish 400 (or 409) that writes nothing; the student's
 * team reads the minutes per Istanbul day and course, other tenants get 404.
 */
describe.each(TEST_STORAGE_KINDS)('focus log over REST on %s', (storage) => {
  let world: DemoWorld;
  let student: string;
  // Tuesday 24 November 2026, 12:00 Istanbul.
  const clock = new Date('2026-11-24T09:00:00.000Z');
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller | string | null, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, {
      token: caller === null ? null : caller === 'student' ? student : world.tokens[caller as DemoCaller],
      body,
    });
  const block = (over: Record<string, unknown> = {}) => ({
    minutes: 25,
    startedAt: '2026-11-24T07:00:00.000Z',
    endedAt: '2026-11-24T07:25:00.000Z',
    courseId: 'tyt-tmat',
    topicId: 'tyt-tmat-003',
    commandId: randomUUID(),
    ...over,
  });
  const deniz = () => `/api/students/${world.ids.deniz}/focus?week=2026-W48`;

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    world = await startDemoWorld({ storage, now: () => clock });
    const invited = await as('coach2', 'POST', `/api/students/${world.ids.deniz}/invitations`, {
      role: 'STUDENT',
    });
    expect(invited.status).toBe(201);
    const email = 'deniz.odak@ornek.com';
    const accepted = await api(world.server.url, 'POST', '/api/invitations/accept', {
      body: {
        code: invited.body.data.code,
        firstName: 'Deniz',
        lastName: 'Öğrenci',
        email,
        password: PASSWORD,
        kvkkConsent: true,
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    student = await loginAs(world.server.url, email, PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await world?.server.close();
    vi.restoreAllMocks();
  });

  it('logs a block for the signed-in student only, once per command id, and the team sees it by day', async () => {
    // A studentId in the body is ignored: the student is the session's own.
    const first = { ...block(), studentId: world.ids.elif };
    const logged = await as('student', 'POST', '/api/student/focus-blocks', first);
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(logged.body.data).toMatchObject({
      minutes: 25,
      day: '2026-11-24',
      courseId: 'tyt-tmat',
      topicId: 'tyt-tmat-003',
    });
    const after = await head();
    const retried = await as('student', 'POST', '/api/student/focus-blocks', first);
    expect(retried.status).toBe(201);
    expect(retried.body.data).toEqual(logged.body.data);
    expect(await head()).toBe(after);
    // The same id with another payload is refused, without a write.
    const reused = await as('student', 'POST', '/api/student/focus-blocks', { ...first, minutes: 20 });
    expect([409, 422]).toContain(reused.status);
    expect(reused.body.message).toEqual(expect.any(String));

    // Sunday 23:50 Istanbul counts for Sunday, though UTC already says Sunday 20:50… and a block without
    // a course; a late Monday-evening block in Istanbul is still Monday.
    expect(
      (
        await as(
          'student',
          'POST',
          '/api/student/focus-blocks',
          block({
            minutes: 30,
            startedAt: '2026-11-23T20:50:00.000Z',
            endedAt: '2026-11-23T21:25:00.000Z',
            courseId: null,
            topicId: null,
          }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await as(
          'student',
          'POST',
          '/api/student/focus-blocks',
          block({
            startedAt: '2026-11-24T07:30:00.000Z',
            endedAt: '2026-11-24T07:55:00.000Z',
            courseId: 'tyt-fiz',
            topicId: null,
          }),
        )
      ).status,
    ).toBe(201);

    const week = await as('coach2', 'GET', deniz());
    expect(week.status).toBe(200);
    expect(week.body.data.totalMinutes).toBe(80);
    expect(week.body.data.days.map((d: { minutes: number }) => d.minutes)).toEqual([30, 50, 0, 0, 0, 0, 0]);
    expect(week.body.data.days[1].courses).toEqual([
      { courseId: 'tyt-fiz', courseName: 'Fizik', minutes: 25 },
      { courseId: 'tyt-tmat', courseName: 'Temel Matematik', minutes: 25 },
    ]);
    expect((await as('advisor1', 'GET', deniz())).status).toBe(200);
    expect((await as('student', 'GET', deniz())).status).toBe(200);
    for (const other of ['coach1', 'advisor2', 'coach4', 'parent'] as const)
      expect((await as(other, 'GET', deniz())).status, other).toBe(404);
    // The student reads their own record only.
    expect((await as('student', 'GET', `/api/students/${world.ids.elif}/focus`)).status).toBe(404);
    // Staff cannot log for a student.
    expect((await as('coach2', 'POST', '/api/student/focus-blocks', block())).status).toBe(403);
  });

  it('refuses bad blocks with Turkish messages and writes nothing', async () => {
    const before = await head();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [block({ minutes: 0 }), 400, /1 ile 180 dakika/],
      [block({ minutes: 181 }), 400, /1 ile 180 dakika/],
      [block({ minutes: 'yirmi' }), 400, /1 ile 180 dakika/],
      [block({ startedAt: 'dün' }), 400, /Başlangıç zamanı/],
      [block({ endedAt: '2026-11-24T06:00:00.000Z' }), 400, /Bitiş zamanı başlangıçtan sonra/],
      [
        block({ startedAt: '2026-11-24T09:00:00.000Z', endedAt: '2026-11-24T09:25:00.000Z' }),
        400,
        /Gelecekte/,
      ],
      [block({ minutes: 40 }), 400, /süreden uzun/],
      [block({ courseId: 'ayt-mat', topicId: null }), 400, /sınavına ait değil/],
      [block({ topicId: 'lgs-mat-001' }), 400, /bu derse ait değil/],
      [block({ courseId: null }), 400, /ders de seçilmeli/],
      [block({ commandId: 'kimlik' }), 400, /kimliği/],
      // Over the block logged in the first test.
      [
        block({ startedAt: '2026-11-24T07:10:00.000Z', endedAt: '2026-11-24T07:35:00.000Z' }),
        409,
        /zaten bir odak bloğu/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await as('student', 'POST', '/api/student/focus-blocks', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const { commandId: _none, ...withoutId } = block();
    expect((await as('student', 'POST', '/api/student/focus-blocks', withoutId)).status).toBe(400);
    const notJson = await as('student', 'POST', '/api/student/focus-blocks', '[1, 2');
    expect(notJson.status).toBe(400);
    const badWeek = await as('coach2', 'GET', `/api/students/${world.ids.deniz}/focus?week=48`);
    expect(badWeek.status).toBe(400);
    expect(badWeek.body.message).toMatch(/Hafta/);
    expect(await head()).toBe(before);
  });
});
