import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_ID_REUSED } from '../../commands/command-claims';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * The coaching thread over REST on the seeded demo, on both stores: Elif's own account (ogrenci@pusula.dev)
 * writes to her coach Mehmet Kaya (coach1) and he answers; unread counts and read marks on both sides; the
 * notifications each side gets; refusals (bad input, other coaches, parents, other roles); and a coach
 * change moving the thread to the new coach.
 */
describe.each(TEST_STORAGE_KINDS)('coaching messages over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  let studentAccount: string;
  const head = () => world.server.deps.storage.store.committedHead();
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const as = (caller: DemoCaller | null, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  const coachThread = (id: string) => `/api/coach/students/${id}/student-messages`;
  const notificationsOf = (userId: string) =>
    world.server.deps.storage.db
      .selectFrom('notifications')
      .select(['type', 'title', 'message', 'data', 'is_read'])
      .where('user_id', '=', userId)
      .orderBy('position', 'desc')
      .execute();

  beforeAll(async () => {
    world = await startDemoWorld({ storage });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
    const account = await world.server.deps.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'ogrenci@pusula.dev')
      .executeTakeFirstOrThrow();
    studentAccount = account.id;
  }, 180_000);
  afterAll(() => world.server.close());

  it('the student writes to her coach; he sees the thread with one unread and is notified', async () => {
    const empty = await asStudent('GET', '/api/student/messages');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      studentId: world.ids.elif,
      coach: { id: world.ids.coach1, name: 'Mehmet Kaya' },
      messages: [],
      unreadCount: 0,
    });
    const sent = await asStudent('POST', '/api/student/messages', {
      content: '  Hocam türevde takıldım; İğdır denemesindeki 12. soruya bakabilir misiniz?  ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.message).toMatchObject({
      studentId: world.ids.elif,
      coachId: world.ids.coach1,
      senderType: 'STUDENT',
      senderId: studentAccount,
      senderName: 'Elif Öztürk',
      content: 'Hocam türevde takıldım; İğdır denemesindeki 12. soruya bakabilir misiniz?',
    });
    const threads = (await as('coach1', 'GET', '/api/coach/student-threads')).body.data;
    // Only students with an account (or a thread) are listed: Elif, with her message first.
    expect(threads[0]).toMatchObject({
      studentId: world.ids.elif,
      unreadCount: 1,
      lastMessage: { senderType: 'STUDENT' },
    });
    const coachView = await as('coach1', 'GET', coachThread(world.ids.elif));
    expect(coachView.body.data).toMatchObject({ unreadCount: 1, messages: [{ senderType: 'STUDENT' }] });
    await eventually(async () => {
      const [latest] = await notificationsOf(world.ids.coach1);
      expect(latest).toMatchObject({
        type: 'NEW_MESSAGE',
        title: 'Öğrenciden yeni mesaj',
        message: 'Elif Öztürk: Hocam türevde takıldım; İğdır denemesindeki 12. soruya bakabilir misiniz?',
        is_read: false,
      });
    });
  });

  it('the coach answers; the student has one unread, is notified, and opening reads it on both sides', async () => {
    const answer = await as('coach1', 'POST', coachThread(world.ids.elif), {
      content: 'Yarın 17:00’de bakalım.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.message).toMatchObject({ senderType: 'COACH', senderName: 'Mehmet Kaya' });
    // The coach answering did not read the student's message: only opening the thread does.
    const opened = await as('coach1', 'PUT', `${coachThread(world.ids.elif)}/read`, {});
    expect(opened.body.data.unreadCount).toBe(0);
    expect((await as('coach1', 'GET', '/api/coach/student-threads')).body.data[0].unreadCount).toBe(0);

    const mine = await asStudent('GET', '/api/student/messages');
    expect(mine.body.data.unreadCount).toBe(1);
    expect(mine.body.data.messages.map((m: { senderType: string }) => m.senderType)).toEqual([
      'STUDENT',
      'COACH',
    ]);
    await eventually(async () => {
      const [latest] = await notificationsOf(studentAccount);
      expect(latest).toMatchObject({
        type: 'NEW_MESSAGE',
        title: 'Koçundan yeni mesaj',
        message: 'Mehmet Kaya: Yarın 17:00’de bakalım.',
        data: { kind: 'COACHING_MESSAGE', url: '/ogrenci/mesajlar', coachingThread: world.ids.elif },
        is_read: false,
      });
    });
    const read = await asStudent('PUT', '/api/student/messages/read', {
      throughMessageId: answer.body.data.message.id,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.unreadCount).toBe(0);
    // Reading again records nothing; the notification of that message was read with the thread.
    const after = await head();
    expect((await asStudent('PUT', '/api/student/messages/read', {})).status).toBe(200);
    expect(await head()).toBe(after);
    await eventually(async () => {
      const [latest] = await notificationsOf(studentAccount);
      expect(latest).toMatchObject({ title: 'Koçundan yeni mesaj', is_read: true });
    });
  });

  it('refuses empty, too long and malformed input with Turkish 400s, writing nothing', async () => {
    const before = await head();
    for (const [body, message] of [
      [{ content: '   ' }, 'Mesaj boş olamaz'],
      [{ content: 'ğ'.repeat(5_001) }, 'Mesaj en fazla 5000 karakter olabilir'],
      [{}, 'Mesaj metni gerekli'],
      ['[]', 'İstek gövdesi bir JSON nesnesi olmalı'],
    ] as const) {
      const res = await asStudent('POST', '/api/student/messages', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      const coach = await as('coach1', 'POST', coachThread(world.ids.elif), body);
      expect(coach.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await asStudent('PUT', '/api/student/messages/read', { throughMessageId: 'yok' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Mesaj bulunamadı' } });
    expect(await head()).toBe(before);
  });

  it('nobody else reads or writes the thread; the coach’s advisor reads only', async () => {
    expect((await as('coach2', 'GET', coachThread(world.ids.elif))).status).toBe(404);
    expect((await as('coach2', 'POST', coachThread(world.ids.elif), { content: 'x' })).status).toBe(404);
    expect((await as('coach4', 'PUT', `${coachThread(world.ids.elif)}/read`, {})).status).toBe(404);
    // Zehra is another advisor's coach's student.
    expect((await as('coach1', 'GET', coachThread(world.ids.zehra))).status).toBe(404);
    // Role paths: parents, advisors and the student elsewhere are refused by role.
    expect((await as('parent', 'GET', '/api/student/messages')).status).toBe(403);
    expect((await as('parent', 'GET', coachThread(world.ids.elif))).status).toBe(403);
    expect((await as('coach1', 'POST', '/api/student/messages', { content: 'x' })).status).toBe(403);
    expect((await asStudent('GET', coachThread(world.ids.elif))).status).toBe(403);
    expect((await asStudent('GET', '/api/coach/student-threads')).status).toBe(403);
    expect((await as(null, 'GET', '/api/student/messages')).status).toBe(401);
    const oversight = await as('advisor1', 'GET', `/api/advisor/students/${world.ids.elif}/student-messages`);
    expect(oversight.status).toBe(200);
    expect(oversight.body).toMatchObject({ success: true, data: { unreadCount: 0 } });
    expect(
      (await as('advisor2', 'GET', `/api/advisor/students/${world.ids.elif}/student-messages`)).status,
    ).toBe(404);
    expect((await as('advisor1', 'POST', coachThread(world.ids.elif), { content: 'x' })).status).toBe(403);
  });

  it('a retried send with the same command id stores one message', async () => {
    const commandId = crypto.randomUUID();
    const first = await asStudent('POST', '/api/student/messages', { content: 'Bir kez', commandId });
    const again = await asStudent('POST', '/api/student/messages', { content: 'Bir kez', commandId });
    expect(first.status).toBe(201);
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    const all = (await asStudent('GET', '/api/student/messages')).body.data.messages;
    expect(all.filter((m: { content: string }) => m.content === 'Bir kez')).toHaveLength(1);
  });

  it("refuses the student's command id to her coach on the same thread, writing nothing", async () => {
    const commandId = crypto.randomUUID();
    const mine = await asStudent('POST', '/api/student/messages', { content: 'Benim kimliğim', commandId });
    expect(mine.status).toBe(201);
    const before = await world.server.deps.storage.store.committedHead();
    // Same id, same text, same thread from the other side: another caller's id, never her message.
    const reused = await as('coach1', 'POST', coachThread(world.ids.elif), {
      content: 'Benim kimliğim',
      commandId,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(COMMAND_ID_REUSED);
    expect(JSON.stringify(reused.body)).not.toContain(mine.body.data.message.id);
    expect(await world.server.deps.storage.store.committedHead()).toBe(before);
  });

  it('after a coach change the new coach has the thread and the old one no longer does', async () => {
    const moved = await as('advisor1', 'POST', '/api/advisor/assign-coach', {
      studentId: world.ids.elif,
      coachId: world.ids.coach2,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await as('coach1', 'GET', coachThread(world.ids.elif))).status).toBe(404);
    expect((await as('coach1', 'POST', coachThread(world.ids.elif), { content: 'x' })).status).toBe(404);
    const taken = await as('coach2', 'GET', coachThread(world.ids.elif));
    expect(taken.status).toBe(200);
    // The new coach reads the history; the student's messages are new to him.
    expect(taken.body.data.messages.length).toBeGreaterThanOrEqual(3);
    expect(taken.body.data.unreadCount).toBeGreaterThanOrEqual(2);
    const hello = await asStudent('POST', '/api/student/messages', { content: 'Merhaba yeni koçum!' });
    expect(hello.body.data.message.coachId).toBe(world.ids.coach2);
    expect((await asStudent('GET', '/api/student/messages')).body.data.coach.id).toBe(world.ids.coach2);
    const list = (await as('coach2', 'GET', '/api/coach/student-threads')).body.data;
    expect(list[0]).toMatchObject({
      studentId: world.ids.elif,
      lastMessage: { content: 'Merhaba yeni koçum!' },
    });
    expect(
      (await as('coach1', 'GET', '/api/coach/student-threads')).body.data.some(
        (t: { studentId: string }) => t.studentId === world.ids.elif,
      ),
    ).toBe(false);
  });
});
