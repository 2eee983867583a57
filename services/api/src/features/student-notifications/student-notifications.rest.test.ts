import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * The student's own notifications over REST, on both stores (demo seed; Elif's account
 * ogrenci@pusula.dev): her coach writes, she sees it unread with its page; she marks it read, then all;
 * she can neither read nor mark anybody else's; bad input is a Turkish 400 that writes nothing.
 */
describe.each(TEST_STORAGE_KINDS)("the student's notifications over REST on %s", (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  const base = '/api/student/notifications';
  const head = () => world.server.deps.storage.store.committedHead();
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const unread = async () => (await asStudent('GET', `${base}/unread-count`)).body.data.unreadCount as number;
  const coachWrites = async (content: string) => {
    const res = await as('coach1', 'POST', `/api/coach/students/${world.ids.elif}/student-messages`, {
      content,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  /** Waits for the newest notification of the student to tell of this message. */
  const newest = (text: string) =>
    eventually(async () => {
      const res = await asStudent('GET', base);
      expect(res.status).toBe(200);
      const [first] = res.body.data.notifications;
      expect(first.message).toContain(text);
      return first;
    });

  beforeAll(async () => {
    world = await startDemoWorld({ storage });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  it('her coach writes: she has one more unread, a NEW_MESSAGE that leads to Mesajlar', async () => {
    const before = await unread();
    await coachWrites('Elif, yarınki denemeden önce türev tekrarı yap.');
    const n = await newest('türev tekrarı');
    expect(n).toMatchObject({
      type: 'NEW_MESSAGE',
      title: 'Koçundan yeni mesaj',
      isRead: false,
      data: { kind: 'COACHING_MESSAGE', url: '/ogrenci/mesajlar', coachingThread: world.ids.elif },
    });
    expect(await unread()).toBe(before + 1);
    const page = await asStudent('GET', `${base}?page=1&limit=5`);
    expect(page.body.data).toMatchObject({ page: 1, limit: 5 });
    expect(page.body.data.notifications.length).toBeLessThanOrEqual(5);
  });

  it('she marks one of hers read (again: the same answer), then all', async () => {
    await coachWrites('İkinci mesaj: paragraf sorularını da unutma.');
    const n = await newest('paragraf sorularını');
    const before = await unread();
    const read = await asStudent('PUT', `${base}/${n.id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ id: n.id, isRead: true, readAt: expect.any(String) });
    await eventually(async () => expect(await unread()).toBe(before - 1));
    const again = await asStudent('PUT', `${base}/${n.id}/read`);
    expect(again.status).toBe(200);
    expect(again.body.data.readAt).toBe(read.body.data.readAt);

    const coachUnread = (await as('coach1', 'GET', '/api/advisor/notifications/unread-count')).body.data
      .unreadCount;
    const all = await asStudent('PUT', `${base}/mark-all-read`);
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ unreadCount: 0 });
    expect(await unread()).toBe(0);
    // Only hers: the coach's unread stay.
    expect((await as('coach1', 'GET', '/api/advisor/notifications/unread-count')).body.data.unreadCount).toBe(
      coachUnread,
    );
  });

  it("she cannot mark her coach's notification (404, nothing written) nor see it in her list", async () => {
    const coachList = await as('coach1', 'GET', '/api/advisor/notifications?limit=100');
    const coachUnreadOne = coachList.body.data.notifications.find((x: { isRead: boolean }) => !x.isRead);
    expect(coachUnreadOne).toBeDefined();
    const at = await head();
    const res = await asStudent('PUT', `${base}/${coachUnreadOne.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[a-zçğıöşü]/i);
    expect(await head()).toBe(at);
    const still = await as('coach1', 'GET', '/api/advisor/notifications?limit=100');
    expect(
      still.body.data.notifications.find((x: { id: string }) => x.id === coachUnreadOne.id),
    ).toMatchObject({ isRead: false });
    const mine = (await asStudent('GET', `${base}?limit=100`)).body.data.notifications;
    expect(mine.some((x: { id: string }) => x.id === coachUnreadOne.id)).toBe(false);
    // Nor through the staff's routes.
    expect((await asStudent('PUT', `/api/advisor/notifications/${coachUnreadOne.id}/read`)).status).toBe(403);
    expect((await asStudent('GET', '/api/advisor/notifications')).status).toBe(403);
  });

  it('bad input is a Turkish 400 and writes nothing', async () => {
    const at = await head();
    const badPage = await asStudent('GET', `${base}?page=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('Sayfa 1 veya daha büyük olmalı');
    const badLimit = await asStudent('GET', `${base}?limit=500`);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('Sayfa boyutu 1 ile 100 arasında olmalı');
    const badId = await asStudent('PUT', `${base}/${'x'.repeat(300)}/read`);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/Bildirim/);
    const missing = await asStudent('PUT', `${base}/${crypto.randomUUID()}/read`);
    expect(missing.status).toBe(404);
    expect(await head()).toBe(at);
  });

  it('staff and parents are refused by role', async () => {
    for (const caller of ['coach1', 'advisor1', 'parent', 'admin'] as const) {
      const res = await as(caller, 'GET', base);
      expect(res.status).toBe(403);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
