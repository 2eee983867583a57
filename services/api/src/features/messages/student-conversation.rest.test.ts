import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * An advisor's conversation with a student, on both stores: Ayşe Yılmaz (advisor1) writes to Elif, whose
 * own account (ogrenci@pusula.dev) reads it in the student app („Danışman"), answers and marks it read; a
 * student without an account is not written to (nobody could read it), with a Turkish 409.
 */
describe.each(TEST_STORAGE_KINDS)('advisor ↔ student conversation on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  const head = () => world.server.deps.storage.store.committedHead();
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const toStudent = (id: string) => `/api/advisor/messages/student/${id}`;

  beforeAll(async () => {
    world = await startDemoWorld({ storage });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  it('refuses to start a thread with a student who has no account, writing nothing', async () => {
    const before = await head();
    const res = await as('advisor1', 'POST', toStudent(world.ids.mert), { content: 'Merhaba Mert' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Pusula hesabı yok; mesajı okuyamaz/);
    expect(await head()).toBe(before);
  });

  it('the student reads the advisor’s message, answers it and marks it read; the advisor gets the answer', async () => {
    expect((await asStudent('GET', '/api/student/advisor-messages')).body.data).toMatchObject({
      advisor: { id: world.ids.advisor1, name: 'Ayşe Yılmaz' },
      messages: [],
      unreadCount: 0,
    });
    const sent = await as('advisor1', 'POST', toStudent(world.ids.elif), {
      content: 'Elif, deneme nasıl geçti?',
    });
    expect(sent.status).toBe(201);
    const mine = (await asStudent('GET', '/api/student/advisor-messages')).body.data;
    expect(mine.unreadCount).toBe(1);
    expect(mine.messages).toMatchObject([{ senderType: 'ADVISOR', content: 'Elif, deneme nasıl geçti?' }]);

    const read = await asStudent('PUT', '/api/student/advisor-messages/read', {});
    expect(read.status).toBe(200);
    expect(read.body.data.unreadCount).toBe(0);
    expect(read.body.data.messages[0]).toMatchObject({ isRead: true });

    const answer = await asStudent('POST', '/api/student/advisor-messages', {
      content: 'İyi geçti hocam, 92 net!',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.message).toMatchObject({
      senderType: 'STUDENT',
      participantId: world.ids.elif,
      recipientId: world.ids.advisor1,
    });
    const advisorView = (await as('advisor1', 'GET', toStudent(world.ids.elif))).body.data;
    expect(advisorView.messages[0]).toMatchObject({ content: 'İyi geçti hocam, 92 net!', isRead: false });
    expect(advisorView.unreadCount).toBe(1);
    await eventually(async () => {
      const list = (await as('advisor1', 'GET', '/api/advisor/notifications')).body.data.notifications;
      expect(list[0]).toMatchObject({
        type: 'MESSAGE_RECEIVED',
        message: 'Elif Öztürk: İyi geçti hocam, 92 net!',
      });
    });
    // The advisor reads the student's answer with the ordinary read receipt.
    const receipt = await as('advisor1', 'PUT', `/api/advisor/messages/${answer.body.data.message.id}/read`);
    expect(receipt.status).toBe(200);
  });

  it('refuses bad input in Turkish and other roles by role', async () => {
    const before = await head();
    for (const [body, message] of [
      [{ content: '  ' }, 'Mesaj boş olamaz'],
      [{ content: 'ı'.repeat(5_001) }, 'Mesaj en fazla 5000 karakter olabilir'],
      ['[]', 'İstek gövdesi bir JSON nesnesi olmalı'],
    ] as const) {
      const res = await asStudent('POST', '/api/student/advisor-messages', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await head()).toBe(before);
    expect((await as('coach1', 'GET', '/api/student/advisor-messages')).status).toBe(403);
    expect((await as('parent', 'POST', '/api/student/advisor-messages', { content: 'x' })).status).toBe(403);
    // The student cannot use the advisor's own routes.
    expect((await asStudent('GET', toStudent(world.ids.elif))).status).toBe(403);
  });
});
