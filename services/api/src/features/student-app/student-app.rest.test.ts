import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * The student app over REST against a real server (demo seed; Elif's own account ogrenci@pusula.dev) on
 * both stores: today and the week, entering done counts and „Bitirdim" through the record's write path,
 * idempotent retries, what the coach then sees (record, notification, attention timer), and refusals:
 * another student's block or homework, bad input in Turkish, staff routes, other roles on these routes.
 */
const SETTLE_MS = 20_000;

describe.each(TEST_STORAGE_KINDS)('student app over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  // Tuesday 24 November 2026, 12:00 Istanbul.
  const clock = new Date('2026-11-24T09:00:00.000Z');
  const week = '2026-W48';
  const head = () => world.server.deps.storage.store.committedHead();
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const commandId = () => crypto.randomUUID();

  beforeAll(async () => {
    world = await startDemoWorld({ storage, now: () => clock });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  it("shows Elif today's blocks with targets and done counts, her open homework and the week", async () => {
    const today = await asStudent('GET', '/api/student/today');
    expect(today.status).toBe(200);
    const t = today.body.data;
    expect(t).toMatchObject({ firstName: 'Elif', coach: { firstName: 'Mehmet', lastName: 'Kaya' }, week });
    expect(t.today).toMatchObject({ day: 2, date: '2026-11-24' });
    expect(t.today.blocks.map((b: { courseId: string }) => b.courseId)).toEqual(['ayt-mat', 'ayt-kim']);
    expect(t.today.blocks[0]).toMatchObject({ targetQuestions: 40, doneQuestions: 30 });
    expect(t.homework.map((h: { title: string }) => h.title)).toEqual([
      'Türev: 40 soru (kitap 3. test)',
      'İntegral giriş videosu ve 20 soru',
    ]);
    expect(t.homework[0].status).toBe('LATE');
    expect(typeof t.weekCompletion).toBe('number');

    const wk = await asStudent('GET', '/api/student/week');
    expect(wk.status).toBe(200);
    expect(wk.body.data.days).toHaveLength(7);
    expect(wk.body.data.days[0]).toMatchObject({ day: 1, date: '2026-11-23' });
    expect(wk.body.data.completion).toBe(t.weekCompletion);
    const last = await asStudent('GET', '/api/student/week?week=2026-W47');
    expect(last.status).toBe(200);
    expect(last.body.data.week).toBe('2026-W47');
    const bad = await asStudent('GET', '/api/student/week?week=gecen-hafta');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Hafta YYYY-Www/);
  });

  it('records what Elif solved as hers: the coach sees it, is notified, and the attention timer moves', async () => {
    const today = (await asStudent('GET', '/api/student/today')).body.data;
    const block = today.today.blocks[0];
    const id = commandId();
    const entered = await asStudent('POST', `/api/student/blocks/${block.blockId}/progress`, {
      doneQuestions: 38,
      commandId: id,
    });
    expect(entered.status).toBe(200);
    expect(entered.body.data).toMatchObject({ blockId: block.blockId, doneQuestions: 38, completion: 0.95 });

    // The event says the student entered it, with the student's account as actor.
    const events = await world.server.deps.storage.store.readStream(`weekly-plan-${world.ids.elif}-${week}`);
    const recorded = events.at(-1)!;
    expect(recorded.type).toBe('StudyBlockProgressRecorded');
    expect(recorded.data).toMatchObject({ enteredBy: 'STUDENT', coachId: world.ids.coach1 });
    expect(recorded.metadata).toMatchObject({ actorRole: 'STUDENT' });

    // A retry with the same command id appends nothing and answers the same.
    const before = await head();
    const retry = await asStudent('POST', `/api/student/blocks/${block.blockId}/progress`, {
      doneQuestions: 38,
      commandId: id,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.data.doneQuestions).toBe(38);
    expect(await head()).toBe(before);

    const coachView = await as(
      'coach1',
      'GET',
      `/api/students/${world.ids.elif}/weekly-program?week=${week}`,
    );
    expect(
      coachView.body.data.blocks.find((b: { blockId: string }) => b.blockId === block.blockId),
    ).toMatchObject({
      doneQuestions: 38,
      enteredByStudent: true,
    });
    // The coach's list and the record's overview show her own last entry.
    const list = await fetch(`${world.server.url}/trpc/coach.students`, {
      headers: { authorization: `Bearer ${world.tokens.coach1}` },
    });
    const students = (
      (await list.json()) as { result: { data: { id: string; studentLastEntry: unknown }[] } }
    ).result.data;
    expect(students.find((s) => s.id === world.ids.elif)!.studentLastEntry).toEqual({
      at: clock.toISOString(),
      kind: 'BLOCK_PROGRESS',
    });
    const overview = await as('coach1', 'GET', `/api/students/${world.ids.elif}/overview`);
    expect(overview.body.data.student.lastEntry).toMatchObject({ kind: 'BLOCK_PROGRESS' });
    await eventually(async () => {
      const list = await as('coach1', 'GET', '/api/advisor/notifications');
      const items = list.body.data.notifications ?? list.body.data;
      expect(
        items.some(
          (n: { title: string; data: { kind?: string; studentId?: string } }) =>
            n.data.kind === 'STUDENT_PROGRESS' && n.data.studentId === world.ids.elif,
        ),
      ).toBe(true);
    }, SETTLE_MS);
    const { rows } = await world.server.deps.storage.sql.query<{ data: { lastActivityAt: string } }>(
      `SELECT data FROM attention_timers WHERE student_id = $1 AND reason = 'NO_ACTIVITY'`,
      [world.ids.elif],
    );
    expect(rows[0]!.data.lastActivityAt).toBe(clock.toISOString());
  });

  it('finishes her own homework once („Bitirdim"), and the coach sees it done', async () => {
    const today = (await asStudent('GET', '/api/student/today')).body.data;
    const integral = today.homework.find((h: { title: string }) => h.title.startsWith('İntegral'));
    const done = await asStudent('POST', `/api/student/homework/${integral.homeworkId}/done`, {
      commandId: commandId(),
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ homeworkId: integral.homeworkId, status: 'DONE' });
    // Without a body too (a plain tap); done already → 409 in Turkish.
    const again = await asStudent('POST', `/api/student/homework/${integral.homeworkId}/done`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ödev zaten tamamlandı');
    const coachView = await as('coach1', 'GET', `/api/students/${world.ids.elif}/homework`);
    const row = coachView.body.data.find((h: { homeworkId: string }) => h.homeworkId === integral.homeworkId);
    expect(row).toMatchObject({ status: 'DONE', completedByStudent: true });
    const after = (await asStudent('GET', '/api/student/today')).body.data;
    expect(after.homework.map((h: { homeworkId: string }) => h.homeworkId)).not.toContain(
      integral.homeworkId,
    );
  });

  it("refuses another student's block and homework (404) and bad input (400, Turkish), writing nothing", async () => {
    const canWeek = await as('coach1', 'GET', `/api/students/${world.ids.can}/weekly-program?week=${week}`);
    const canBlock = canWeek.body.data.blocks[0].blockId;
    const canHomework = (await as('coach1', 'GET', `/api/students/${world.ids.can}/homework`)).body.data[0];
    const ownBlock = (await asStudent('GET', '/api/student/today')).body.data.today.blocks[1].blockId;
    const before = await head();
    const cases: [string, unknown, number, RegExp][] = [
      [`/api/student/blocks/${canBlock}/progress`, { doneQuestions: 5 }, 404, /bulunamadı/],
      [`/api/student/homework/${canHomework.homeworkId}/done`, {}, 404, /Ödev bulunamadı/],
      [`/api/student/blocks/${ownBlock}/progress`, { doneQuestions: -1 }, 400, /negatif olamaz/],
      [`/api/student/blocks/${ownBlock}/progress`, { doneQuestions: 'çok' }, 400, /sayı olmalı/],
      [`/api/student/blocks/${ownBlock}/progress`, {}, 400, /girilmeli/],
      [`/api/student/blocks/${ownBlock}/progress`, [1, 2], 400, /./],
      [`/api/student/blocks/${ownBlock}/progress`, { doneMinutes: 30, commandId: 'x' }, 400, /kimliği/],
      [`/api/student/blocks/${ownBlock}/progress`, { doneMinutes: 30, week: '2026-W60' }, 400, /hafta/i],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await asStudent('POST', path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body.message, `${path} ${JSON.stringify(body)}`).toMatch(message);
    }
    expect(await head()).toBe(before);
  });

  it('keeps the student off staff routes and other roles off the student routes', async () => {
    for (const path of [
      `/api/students/${world.ids.elif}/weekly-program?week=${week}`,
      `/api/students/${world.ids.arda}`,
      '/api/advisor/students',
      '/api/parent/students',
    ])
      expect((await asStudent('GET', path)).status, path).toBe(403);
    for (const caller of ['coach1', 'advisor1', 'parent', 'admin'] as const) {
      expect((await as(caller, 'GET', '/api/student/today')).status, caller).toBe(403);
      expect((await as(caller, 'GET', '/api/student/week')).status, caller).toBe(403);
    }
    expect((await api(world.server.url, 'GET', '/api/student/today')).status).toBe(401);
  });
});
