import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * Konu takibi over REST on both stores (demo seed): Elif's coach sets a state and the checklist counts it;
 * Elif sets her own and it is marked as hers, and her coach is told; another coach, the parent and a student naming someone else
 * change nothing; a bad state, an unknown topic and a course her exam does not take are refused in Turkish
 * with nothing written.
 */
describe.each(TEST_STORAGE_KINDS)('topic tracking over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  const clock = new Date('2026-11-24T09:00:00.000Z');
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const elif = () => `/api/students/${world.ids.elif}`;
  const set = (state: string, courseId = 'tyt-tr') => ({ courseId, state, commandId: crypto.randomUUID() });

  type Course = {
    courseId: string;
    done: number;
    topics: { topicId: string; state: string; changedByStudent: boolean }[];
  };
  const topicOf = (data: { courses: Course[] }, courseId: string, topicId: string) =>
    data.courses.find((c) => c.courseId === courseId)!.topics.find((t) => t.topicId === topicId)!;
  const doneIn = (data: { courses: Course[] }, courseId: string) =>
    data.courses.find((c) => c.courseId === courseId)!.done;

  beforeAll(async () => {
    world = await startDemoWorld({ storage, now: () => clock });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  it('lets Elif’s coach mark a topic done, and the checklist counts it', async () => {
    const before = (await as('coach1', 'GET', `${elif()}/topics`)).body.data;
    const res = await as('coach1', 'PUT', `${elif()}/topics/tyt-tr-002`, set('DONE'));
    expect(res.status).toBe(200);
    expect(topicOf(res.body.data, 'tyt-tr', 'tyt-tr-002')).toMatchObject({
      state: 'DONE',
      changedByStudent: false,
    });
    const after = (await as('coach1', 'GET', `${elif()}/topics`)).body.data;
    expect(doneIn(after, 'tyt-tr')).toBe(doneIn(before, 'tyt-tr') + 1);
    // Her student app reads the same state.
    expect(
      topicOf((await asStudent('GET', '/api/student/topics')).body.data, 'tyt-tr', 'tyt-tr-002').state,
    ).toBe('DONE');
  });

  it('lets Elif set her own topic, marked as the student’s entry on her coach’s view', async () => {
    const res = await asStudent('PUT', '/api/student/topics/tyt-tr-003', set('IN_PROGRESS'));
    expect(res.status).toBe(200);
    const coachView = (await as('coach1', 'GET', `${elif()}/topics`)).body.data;
    expect(topicOf(coachView, 'tyt-tr', 'tyt-tr-003')).toMatchObject({
      state: 'IN_PROGRESS',
      changedByStudent: true,
    });
    // Her coach is told (which refreshes the coach's open record); the coach's own change tells nobody.
    const topicNews = async () => {
      const list = (await as('coach1', 'GET', '/api/advisor/notifications')).body.data;
      return ((list.notifications ?? list) as { message: string; data: Record<string, string> }[]).filter(
        (n) => n.data.kind === 'STUDENT_TOPIC' && n.data.studentId === world.ids.elif,
      );
    };
    await eventually(async () => {
      expect(await topicNews()).toEqual([
        expect.objectContaining({
          message: 'Elif Öztürk bir konuyu „Çalışılıyor" olarak işaretledi.',
          data: expect.objectContaining({ courseId: 'tyt-tr', topicId: 'tyt-tr-003' }),
        }),
      ]);
    }, 10_000);
    // The coach's change, then Elif's next: only hers arrives, in order.
    expect((await as('coach1', 'PUT', `${elif()}/topics/tyt-tr-003`, set('DONE'))).status).toBe(200);
    expect((await asStudent('PUT', '/api/student/topics/tyt-tr-007', set('REVIEW'))).status).toBe(200);
    await eventually(async () => {
      expect((await topicNews()).map((n) => n.data.topicId)).toEqual(['tyt-tr-007', 'tyt-tr-003']);
    }, 10_000);
  });

  it('writes nothing for another coach, the parent, or a student naming another student', async () => {
    const before = await head();
    const other = await as('coach2', 'PUT', `${elif()}/topics/tyt-tr-004`, set('DONE'));
    expect([403, 404]).toContain(other.status);
    const parent = await as('parent', 'PUT', `${elif()}/topics/tyt-tr-004`, set('DONE'));
    expect([403, 404]).toContain(parent.status);
    const onRecord = await asStudent('PUT', `/api/students/${world.ids.arda}/topics/tyt-tr-004`, set('DONE'));
    expect([403, 404]).toContain(onRecord.status);
    expect(await head()).toBe(before);
    // The student app ignores a studentId in the body: the account names the student, so Arda is untouched.
    const named = await asStudent('PUT', '/api/student/topics/tyt-tr-005', {
      ...set('REVIEW'),
      studentId: world.ids.arda,
    });
    expect(named.status).toBe(200);
    const arda = (await as('coach1', 'GET', `/api/students/${world.ids.arda}/topics`)).body.data;
    const ardaTopic = arda.courses
      .flatMap((c: Course) => c.topics)
      .find((t: { topicId: string }) => t.topicId === 'tyt-tr-005');
    if (ardaTopic) expect(ardaTopic.state).toBe('NOT_STARTED');
    expect(
      topicOf((await asStudent('GET', '/api/student/topics')).body.data, 'tyt-tr', 'tyt-tr-005').state,
    ).toBe('REVIEW');
    // The parent reads the checklist (the record's readers do) but does not write it.
    expect((await as('parent', 'GET', `${elif()}/topics`)).status).toBe(200);
  });

  it('refuses a bad state, an unknown topic and a course Elif does not take, in Turkish, writing nothing', async () => {
    const before = await head();
    for (const [caller, path, body] of [
      ['coach1', `${elif()}/topics/tyt-tr-002`, set('FINISHED')],
      ['coach1', `${elif()}/topics/tyt-tr-999`, set('DONE')],
      ['coach1', `${elif()}/topics/lgs-mat-001`, set('DONE', 'lgs-mat')],
      ['student', '/api/student/topics/tyt-tr-002', set('FINISHED')],
      ['student', '/api/student/topics/lgs-mat-001', set('DONE', 'lgs-mat')],
    ] as const) {
      const res =
        caller === 'student' ? await asStudent('PUT', path, body) : await as(caller, 'PUT', path, body);
      expect([400, 404], `${path} ${JSON.stringify(body)}`).toContain(res.status);
      expect(res.body.message, path).toMatch(/[çğıöşüÇĞİÖŞÜ]|konu|ders|durum/i);
    }
    expect(await head()).toBe(before);
  });
});
