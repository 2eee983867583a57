import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

describe('messages over REST', () => {
  let world: DemoWorld;
  const call = (caller: DemoCaller | null, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  const base = '/api/advisor/messages';
  const send = async (caller: DemoCaller, body: unknown, path = base) => {
    const res = await call(caller, 'POST', path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.message;
  };
  const unread = async (caller: DemoCaller) =>
    (await call(caller, 'GET', `${base}/unread-count`)).body.data.unreadCount;

  /** What the demo seed already holds (an advisor ↔ coach conversation): the tests count on top of it. */
  const seeded = { withCoach: 0, advisorTotal: 0, advisorUnread: 0, coachUnread: 0, advisorNotified: 0 };
  const messageNotifications = async () =>
    (await call('advisor1', 'GET', '/api/advisor/notifications?limit=100')).body.data.notifications.filter(
      (n: { type: string }) => n.type === 'MESSAGE_RECEIVED',
    );

  beforeAll(async () => {
    world = await startDemoWorld();
    seeded.withCoach = (await call('coach1', 'GET', base)).body.data.total;
    seeded.advisorTotal = (await call('advisor1', 'GET', base)).body.data.total;
    seeded.advisorUnread = await unread('advisor1');
    seeded.coachUnread = await unread('coach1');
    seeded.advisorNotified = (await messageNotifications()).length;
  });
  afterAll(() => world.server.close());

  it('a coach writes to their advisor with { content } or the spec’s { content, advisorId, senderType }', async () => {
    const message = await send('coach1', { content: '  Merhaba, yarın görüşebilir miyiz?  ' });
    expect(message).toEqual({
      id: expect.any(String),
      conversationId: `${world.ids.advisor1}--${world.ids.coach1}`,
      advisorId: world.ids.advisor1,
      participantId: world.ids.coach1,
      participantType: 'COACH',
      senderType: 'COACH',
      senderId: world.ids.coach1,
      recipientId: world.ids.advisor1,
      content: 'Merhaba, yarın görüşebilir miyiz?',
      isRead: false,
      readAt: null,
      createdAt: expect.any(String),
    });
    await send('coach1', { content: 'İkinci mesaj', advisorId: world.ids.advisor1, senderType: 'COACH' });
    expect((await call('coach1', 'POST', base, { content: 'x', advisorId: world.ids.advisor2 })).status).toBe(
      403,
    );
    expect((await call('coach1', 'POST', base, { content: 'x', senderType: 'ADVISOR' })).status).toBe(403);
  });

  it('an advisor writes to their coach (coachId) and to their student', async () => {
    const toCoach = await send('advisor1', { content: 'Tabii, 10:00 uygun', coachId: world.ids.coach1 });
    expect(toCoach).toMatchObject({
      senderType: 'ADVISOR',
      recipientId: world.ids.coach1,
      participantType: 'COACH',
    });
    const toStudent = await send(
      'advisor1',
      { content: 'Elif, deneme nasıl geçti?' },
      `${base}/student/${world.ids.elif}`,
    );
    // Elif has her own account (ogrenci@pusula.dev): the message is addressed to it.
    expect(toStudent).toMatchObject({
      participantType: 'STUDENT',
      participantId: world.ids.elif,
      recipientId: expect.any(String),
      senderType: 'ADVISOR',
    });
    expect(toStudent.recipientId).not.toBe(world.ids.elif);
    expect(await call('advisor1', 'POST', base, { content: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'Koç gerekli' },
    });
    expect((await call('advisor1', 'POST', base, { content: 'x', coachId: world.ids.coach4 })).status).toBe(
      403,
    );
    expect(
      (await call('advisor1', 'POST', `${base}/student/${world.ids.zehra}`, { content: 'x' })).status,
    ).toBe(404);
    expect((await call('coach1', 'POST', `${base}/student/${world.ids.elif}`, { content: 'x' })).status).toBe(
      403,
    );
  });

  it('refuses empty, too long and malformed messages with a Turkish 400, writing nothing', async () => {
    const head = await world.server.deps.storage.store.committedHead();
    for (const [body, message] of [
      [{ content: '  ' }, 'Mesaj boş olamaz'],
      [{ content: 'a'.repeat(5_001) }, 'Mesaj en fazla 5000 karakter olabilir'],
      [{}, 'Mesaj metni gerekli'],
      [{ content: 42 }, 'Mesaj metni gerekli'],
      ['[]', 'İstek gövdesi bir JSON nesnesi olmalı'],
    ] as const) {
      const res = await call('coach1', 'POST', base, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message,
        ...(res.body.errors ? { errors: expect.any(Object) } : {}),
      });
    }
    expect(
      (await call('advisor1', 'POST', `${base}/student/${world.ids.elif}`, { content: '' })).status,
    ).toBe(400);
    expect(await world.server.deps.storage.store.committedHead()).toBe(head);
    expect((await send('coach1', { content: 'ş'.repeat(5_000) })).content).toHaveLength(5_000);
  });

  it('lists the caller’s messages newest first with the defaults 1 and 50', async () => {
    const coach = (await call('coach1', 'GET', base)).body.data;
    expect(coach).toMatchObject({ page: 1, limit: 50, total: seeded.withCoach + 4 });
    expect(coach.messages[0].content).toHaveLength(5_000);
    // The four written above are newer than the seeded ones.
    expect(coach.messages.slice(0, 4).map((m: { senderType: string }) => m.senderType)).toEqual([
      'COACH',
      'ADVISOR',
      'COACH',
      'COACH',
    ]);
    const advisor = (await call('advisor1', 'GET', `${base}?limit=2&page=2`)).body.data;
    expect(advisor).toMatchObject({ page: 2, limit: 2, total: seeded.advisorTotal + 5 });
    expect(advisor.messages).toHaveLength(2);
    const withCoach = (await call('advisor1', 'GET', `${base}?coachId=${world.ids.coach1}`)).body.data;
    expect(withCoach.total).toBe(seeded.withCoach + 4);
    expect((await call('coach2', 'GET', base)).body.data.total).toBe(0);
    expect((await call('advisor2', 'GET', `${base}?coachId=${world.ids.coach1}`)).status).toBe(403);
    expect((await call('coach1', 'GET', `${base}?coachId=${world.ids.coach1}`)).status).toBe(400);
    for (const q of ['?page=0', '?limit=101', '?limit=yirmi'])
      expect((await call('coach1', 'GET', `${base}${q}`)).body).toMatchObject({
        success: false,
        message: expect.stringMatching(/Sayfa/),
      });
  });

  it('lists conversations with the last message, the other side’s name and the caller’s unread count', async () => {
    const advisor = (await call('advisor1', 'GET', `${base}/conversations`)).body.data;
    expect(advisor).toHaveLength(2);
    const withCoach = advisor.find((c: { participantType: string }) => c.participantType === 'COACH');
    expect(withCoach).toMatchObject({
      name: 'Mehmet Kaya',
      unreadCount: seeded.advisorUnread + 3,
      lastMessage: { senderType: 'COACH' },
    });
    const withStudent = advisor.find((c: { participantType: string }) => c.participantType === 'STUDENT');
    expect(withStudent).toMatchObject({
      name: 'Elif Öztürk',
      unreadCount: 0,
      lastMessage: { content: 'Elif, deneme nasıl geçti?' },
    });
    const coach = (await call('coach1', 'GET', `${base}/conversations`)).body.data;
    expect(coach).toEqual([
      expect.objectContaining({ name: 'Ayşe Yılmaz', unreadCount: seeded.coachUnread + 1 }),
    ]);
    const student = (await call('advisor1', 'GET', `${base}/student/${world.ids.elif}`)).body.data;
    expect(student).toMatchObject({ total: 1, page: 1, limit: 50 });
  });

  it('read receipts: only the recipient marks read; unread counts and the advisor’s notification follow', async () => {
    expect(await unread('advisor1')).toBe(seeded.advisorUnread + 3);
    expect(await unread('coach1')).toBe(seeded.coachUnread + 1);
    const [latest] = (await call('advisor1', 'GET', `${base}?coachId=${world.ids.coach1}`)).body.data
      .messages;
    const read = await call('advisor1', 'PUT', `${base}/${latest.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data.message).toMatchObject({ id: latest.id, isRead: true, readAt: expect.any(String) });
    expect(await unread('advisor1')).toBe(seeded.advisorUnread + 2);
    expect((await call('coach1', 'PUT', `${base}/${latest.id}/read`)).body.message).toBe(
      'Bu mesaj size gönderilmedi',
    );
    expect((await call('coach2', 'PUT', `${base}/${latest.id}/read`)).status).toBe(404);
    expect((await call('advisor2', 'PUT', `${base}/${latest.id}/read`)).status).toBe(404);
    expect((await call('coach1', 'PUT', `${base}/olmayan/read`)).status).toBe(404);

    const notifications = await eventually(async () => {
      const list = await messageNotifications();
      expect(list).toHaveLength(seeded.advisorNotified + 3);
      return list;
    });
    expect(notifications.find((n: { message: string }) => n.message.includes('İkinci'))).toMatchObject({
      title: 'Yeni mesaj',
      message: 'Mehmet Kaya: İkinci mesaj',
      data: { senderType: 'COACH', senderId: world.ids.coach1 },
    });
  });

  it('is for advisors and coaches only', async () => {
    for (const caller of ['admin', 'parent'] as const) {
      expect((await call(caller, 'GET', base)).status).toBe(403);
      expect((await call(caller, 'POST', base, { content: 'x' })).status).toBe(403);
    }
    expect((await call(null, 'GET', `${base}/unread-count`)).status).toBe(401);
  });
});
