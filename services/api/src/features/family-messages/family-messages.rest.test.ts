import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

/**
 * The student's family thread over REST on the seeded demo: Mehmet Kaya (coach1) coaches Elif, Can and Arda;
 * Fatma Öztürk (parent) is linked to Elif and Can; the seed has coach1 allow parent messages and write
 * twice to Elif's family and once to Can's.
 */
describe('family messages over REST', () => {
  let world: DemoWorld;
  const call = (caller: DemoCaller | null, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  const coachThread = (id: string) => `/api/coach/students/${id}/messages`;
  const parentThread = (id: string) => `/api/parent/students/${id}/messages`;

  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('the parent reads the seeded thread of a linked student, with the coach and the unread count', async () => {
    const res = await call('parent', 'GET', parentThread(world.ids.elif));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      studentId: world.ids.elif,
      studentName: 'Elif Öztürk',
      coach: { id: world.ids.coach1, name: 'Mehmet Kaya' },
      allowParentMessages: true,
      unreadCount: 2,
    });
    expect(res.body.data.messages.map((m: { senderName: string }) => m.senderName)).toEqual([
      'Mehmet Kaya',
      'Mehmet Kaya',
    ]);
    expect((await call('parent', 'GET', '/api/parent/messages/unread-count')).body.data).toEqual({
      [world.ids.elif]: 2,
      [world.ids.can]: 1,
    });
  });

  it('opening marks read for that parent only; reading again records nothing', async () => {
    const head = await world.server.deps.storage.store.committedHead();
    const read = await call('parent', 'PUT', `${parentThread(world.ids.elif)}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data.unreadCount).toBe(0);
    expect(await world.server.deps.storage.store.committedHead()).not.toBe(head);
    const after = await world.server.deps.storage.store.committedHead();
    expect((await call('parent', 'PUT', `${parentThread(world.ids.elif)}/read`)).status).toBe(200);
    expect(await world.server.deps.storage.store.committedHead()).toBe(after);
    expect((await call('parent', 'GET', '/api/parent/messages/unread-count')).body.data).toEqual({
      [world.ids.can]: 1,
    });
  });

  it('a parent writes when allowed; the coach gets a NEW_MESSAGE notification and an unread badge', async () => {
    const sent = await call('parent', 'POST', parentThread(world.ids.elif), {
      content: '  Teşekkürler hocam, hafta sonu birlikte bakacağız.  ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.message).toMatchObject({
      studentId: world.ids.elif,
      coachId: world.ids.coach1,
      senderType: 'PARENT',
      senderId: world.ids.parent,
      senderName: 'Fatma Öztürk',
      content: 'Teşekkürler hocam, hafta sonu birlikte bakacağız.',
    });
    const threads = (await call('coach1', 'GET', '/api/coach/messages/threads')).body.data;
    // Newest activity first, then the students without messages.
    expect(threads.map((t: { studentName: string }) => t.studentName)).toEqual([
      'Elif Öztürk',
      'Can Öztürk',
      expect.stringMatching(/^Arda /),
    ]);
    expect(threads[0]).toMatchObject({ unreadCount: 1, lastMessage: { senderType: 'PARENT' } });
    expect(threads[2]).toMatchObject({ unreadCount: 0, lastMessage: null });
    const notification = await eventually(async () => {
      const list = (await call('coach1', 'GET', '/api/advisor/notifications')).body.data.notifications;
      const found = list.find((n: { type: string }) => n.type === 'NEW_MESSAGE');
      expect(found).toBeDefined();
      return found;
    });
    expect(notification).toMatchObject({
      title: 'Veliden yeni mesaj',
      message: 'Fatma Öztürk (Elif Öztürk velisi): Teşekkürler hocam, hafta sonu birlikte bakacağız.',
      data: { studentId: world.ids.elif, senderType: 'PARENT' },
    });
    const opened = await call('coach1', 'PUT', `${coachThread(world.ids.elif)}/read`);
    expect(opened.body.data).toMatchObject({ unreadCount: 0 });
    expect(opened.body.data.messages).toHaveLength(3);
    expect((await call('coach1', 'GET', '/api/coach/messages/threads')).body.data[0].unreadCount).toBe(0);
    // Opening the thread read its notification too; the coach's other notifications are untouched.
    await eventually(async () => {
      const list = (await call('coach1', 'GET', '/api/advisor/notifications')).body.data.notifications;
      const byId = list.find((n: { id: string }) => n.id === notification.id);
      expect(byId).toMatchObject({ isRead: true });
      const joined = list.filter((n: { type: string }) => n.type === 'STUDENT_JOINED');
      expect(joined.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    });
  });

  it('when the coach disallows, a parent’s message is refused with 403 and Turkish text, writing nothing', async () => {
    const off = await call('coach1', 'PUT', '/api/coach/messages/settings', { allowParentMessages: false });
    expect(off.body.data).toEqual({ allowParentMessages: false });
    expect((await call('parent', 'GET', parentThread(world.ids.can))).body.data.allowParentMessages).toBe(
      false,
    );
    const head = await world.server.deps.storage.store.committedHead();
    const refused = await call('parent', 'POST', parentThread(world.ids.can), { content: 'Merhaba' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Koçunuz şu an velilerden mesaj almıyor/);
    expect(await world.server.deps.storage.store.committedHead()).toBe(head);
    // The coach still writes to the family.
    expect(
      (await call('coach1', 'POST', coachThread(world.ids.can), { content: 'Yarın görüşelim.' })).status,
    ).toBe(201);
    const on = await call('coach1', 'PUT', '/api/coach/messages/settings', { allowParentMessages: true });
    expect(on.body.data).toEqual({ allowParentMessages: true });
    expect((await call('coach1', 'GET', '/api/coach/messages/settings')).body.data).toEqual({
      allowParentMessages: true,
    });
    expect((await call('parent', 'POST', parentThread(world.ids.can), { content: 'Tamam' })).status).toBe(
      201,
    );
  });

  it('refuses empty, too long and malformed input with Turkish 400s, writing nothing', async () => {
    const head = await world.server.deps.storage.store.committedHead();
    for (const [body, message] of [
      [{ content: '   ' }, 'Mesaj boş olamaz'],
      [{ content: 'a'.repeat(5_001) }, 'Mesaj en fazla 5000 karakter olabilir'],
      [{}, 'Mesaj metni gerekli'],
      ['[]', 'İstek gövdesi bir JSON nesnesi olmalı'],
    ] as const) {
      const res = await call('coach1', 'POST', coachThread(world.ids.arda), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const bad = await call('coach1', 'PUT', '/api/coach/messages/settings', { allowParentMessages: 'evet' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'İzin alanı doğru ya da yanlış olmalı' } });
    expect(await world.server.deps.storage.store.committedHead()).toBe(head);
  });

  it('nobody sees or writes another family’s thread; the coach’s advisor reads only', async () => {
    // Arda is coach1's student but not the parent's: 404, as for any other family.
    expect((await call('parent', 'GET', parentThread(world.ids.arda))).status).toBe(404);
    expect((await call('parent', 'POST', parentThread(world.ids.arda), { content: 'x' })).status).toBe(404);
    expect((await call('parent', 'GET', parentThread(world.ids.zehra))).status).toBe(404);
    expect((await call('coach2', 'GET', coachThread(world.ids.elif))).status).toBe(404);
    expect((await call('coach2', 'POST', coachThread(world.ids.elif), { content: 'x' })).status).toBe(404);
    expect((await call('coach4', 'PUT', `${coachThread(world.ids.elif)}/read`)).status).toBe(404);
    // Role paths: a parent on the coach path and a coach on the parent path are refused.
    expect((await call('parent', 'GET', coachThread(world.ids.elif))).status).toBe(403);
    expect((await call('coach1', 'GET', parentThread(world.ids.elif))).status).toBe(403);

    const oversight = await call(
      'advisor1',
      'GET',
      `/api/advisor/students/${world.ids.elif}/family-messages`,
    );
    expect(oversight.status).toBe(200);
    expect(oversight.body).toMatchObject({ success: true, data: { unreadCount: 0 } });
    expect(oversight.body.data.messages.length).toBeGreaterThanOrEqual(3);
    expect(
      (await call('advisor2', 'GET', `/api/advisor/students/${world.ids.elif}/family-messages`)).status,
    ).toBe(404);
    expect((await call('advisor1', 'POST', coachThread(world.ids.elif), { content: 'x' })).status).toBe(403);
    // Mert has no coach: nobody's family thread to read for advisor1.
    expect(
      (await call('advisor1', 'GET', `/api/advisor/students/${world.ids.mert}/family-messages`)).status,
    ).toBe(404);
    expect((await call(null, 'GET', '/api/coach/messages/threads')).status).toBe(401);
    expect((await call('admin', 'GET', '/api/coach/messages/threads')).status).toBe(403);
  });

  it('a retried send with the same command id stores one message', async () => {
    const commandId = crypto.randomUUID();
    const first = await call('coach1', 'POST', coachThread(world.ids.arda), {
      content: 'Bir kez',
      commandId,
    });
    const again = await call('coach1', 'POST', coachThread(world.ids.arda), {
      content: 'Bir kez',
      commandId,
    });
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    expect((await call('coach1', 'GET', coachThread(world.ids.arda))).body.data.messages).toHaveLength(1);
  });
});
