import { istanbulDate } from '@pusula/contracts';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

/**
 * The parent's own notifications over REST, on both stores (demo seed; veli@pusula.dev is Elif's parent):
 * the coach writes in the family thread and gives homework, the parent sees both unread with their page;
 * they mark one read, then all; they can neither read nor mark anybody else's; bad input is a Turkish 400
 * that writes nothing; nobody but a parent gets in.
 */
describe.each(TEST_STORAGE_KINDS)("the parent's notifications over REST on %s", (storage) => {
  let world: DemoWorld;
  const base = '/api/parent/notifications';
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const asParent = (method: string, path: string, body?: unknown) => as('parent', method, path, body);
  const unread = async () => (await asParent('GET', `${base}/unread-count`)).body.data.unreadCount as number;
  /** Waits for the newest notification of the parent to tell of `text`. */
  const newest = (text: string) =>
    eventually(async () => {
      const res = await asParent('GET', base);
      expect(res.status).toBe(200);
      const [first] = res.body.data.notifications;
      expect(first.message).toContain(text);
      return first;
    });

  /** While set, the notifications read model commits a thread's reading only after a pause. */
  let slowNotifications = false;

  beforeAll(async () => {
    world = await startDemoWorld({
      storage,
      beforeProjectorCommit: async (projector, batch) => {
        if (
          slowNotifications &&
          projector === 'notifications' &&
          batch.some((e) => e.type === 'FamilyThreadRead')
        )
          await new Promise((r) => setTimeout(r, 300));
      },
    });
  }, 180_000);
  afterAll(() => world.server.close());

  it("the coach writes in Elif's family thread: one more unread, a NEW_MESSAGE", async () => {
    const before = await unread();
    const sent = await as('coach1', 'POST', `/api/coach/students/${world.ids.elif}/messages`, {
      content: 'Elif bu hafta deneme sınavında çok iyiydi.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const n = await newest('deneme sınavında çok iyiydi');
    expect(n).toMatchObject({ type: 'NEW_MESSAGE', isRead: false });
    expect(await unread()).toBe(before + 1);
  });

  it('opening the family thread reads its notification before the answer: the bell asked next shows it', async () => {
    await as('coach1', 'POST', `/api/coach/students/${world.ids.elif}/messages`, {
      content: 'Yarın 17.00’de görüşelim.',
    });
    const n = await newest('Yarın 17.00’de görüşelim.');
    expect(n.isRead).toBe(false);
    slowNotifications = true;
    try {
      const opened = await asParent('PUT', `/api/parent/students/${world.ids.elif}/messages/read`, {});
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const list = (await asParent('GET', `${base}?limit=100`)).body.data.notifications;
      expect(list.find((x: { id: string }) => x.id === n.id)).toMatchObject({ isRead: true });
    } finally {
      slowNotifications = false;
    }
  });

  it('the coach gives Elif homework: the parent is told with its due day', async () => {
    const given = await as('coach1', 'POST', `/api/students/${world.ids.elif}/homework`, {
      title: 'Paragraf: 30 soru',
      courseId: 'tyt-tr',
      topicIds: [],
      targetQuestions: 30,
      dueDate: istanbulDate(new Date(Date.now() + 3 * 86_400_000)),
    });
    expect(given.status, JSON.stringify(given.body)).toBeLessThan(300);
    const n = await newest('“Paragraf: 30 soru” ödevi verildi');
    expect(n).toMatchObject({
      type: 'SYSTEM_NOTIFICATION',
      title: 'Yeni ödev verildi',
      isRead: false,
      data: { kind: 'PARENT_HOMEWORK_ASSIGNED', studentId: world.ids.elif },
    });
  });

  it('they mark one read (again: the same answer), then all — only theirs', async () => {
    const n = await newest('ödevi verildi');
    const before = await unread();
    const read = await asParent('PUT', `${base}/${n.id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({ id: n.id, isRead: true, readAt: expect.any(String) });
    await eventually(async () => expect(await unread()).toBe(before - 1));
    const again = await asParent('PUT', `${base}/${n.id}/read`);
    expect(again.status).toBe(200);
    expect(again.body.data.readAt).toBe(read.body.data.readAt);

    const coachUnread = async () =>
      (await as('coach1', 'GET', '/api/advisor/notifications/unread-count')).body.data.unreadCount;
    const coachBefore = await coachUnread();
    const all = await asParent('PUT', `${base}/mark-all-read`);
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ unreadCount: 0 });
    expect(await unread()).toBe(0);
    expect(await coachUnread()).toBe(coachBefore);
  });

  it("they cannot mark the coach's notification (404, nothing written) nor see it", async () => {
    const coachList = await as('coach1', 'GET', '/api/advisor/notifications?limit=100');
    const coachUnreadOne = coachList.body.data.notifications.find((x: { isRead: boolean }) => !x.isRead);
    expect(coachUnreadOne).toBeDefined();
    const at = await head();
    const res = await asParent('PUT', `${base}/${coachUnreadOne.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/[a-zçğıöşü]/i);
    expect(await head()).toBe(at);
    const still = await as('coach1', 'GET', '/api/advisor/notifications?limit=100');
    expect(
      still.body.data.notifications.find((x: { id: string }) => x.id === coachUnreadOne.id),
    ).toMatchObject({ isRead: false });
    const mine = (await asParent('GET', `${base}?limit=100`)).body.data.notifications;
    expect(mine.some((x: { id: string }) => x.id === coachUnreadOne.id)).toBe(false);
    // Nor through the staff's or the student's routes.
    expect((await asParent('PUT', `/api/advisor/notifications/${coachUnreadOne.id}/read`)).status).toBe(403);
    expect((await asParent('GET', '/api/student/notifications')).status).toBe(403);
  });

  it('bad input is a Turkish 400 and writes nothing', async () => {
    const at = await head();
    const badPage = await asParent('GET', `${base}?page=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('Sayfa 1 veya daha büyük olmalı');
    const badLimit = await asParent('GET', `${base}?limit=500`);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toContain('Sayfa boyutu 1 ile 100 arasında olmalı');
    const badId = await asParent('PUT', `${base}/${'x'.repeat(300)}/read`);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/Bildirim/);
    const missing = await asParent('PUT', `${base}/${crypto.randomUUID()}/read`);
    expect(missing.status).toBe(404);
    expect(await head()).toBe(at);
  });

  it('staff are refused by role, and nobody without a session', async () => {
    for (const caller of ['coach1', 'advisor1', 'admin'] as const) {
      const res = await as(caller, 'GET', base);
      expect(res.status).toBe(403);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await api(world.server.url, 'GET', base, {})).status).toBe(401);
  });
});
