import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

describe('notifications over REST', () => {
  let world: DemoWorld;
  const call = (caller: DemoCaller | null, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  const base = '/api/advisor/notifications';
  const list = async (caller: DemoCaller, query = '') => {
    const res = await call(caller, 'GET', `${base}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const unread = async (caller: DemoCaller) =>
    (await call(caller, 'GET', `${base}/unread-count`)).body.data.unreadCount;
  const sendNote = async (content: string) => {
    const res = await call('advisor1', 'POST', '/api/advisor-notes', {
      coachId: world.ids.coach1,
      studentId: world.ids.elif,
      content,
      priority: 'HIGH',
      pageContext: '/advisor/students',
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  /** Waits until the coach's newest notification is about this note. */
  const newestFor = (caller: DemoCaller, noteId: string, type: string) =>
    eventually(async () => {
      const [first] = (await list(caller)).notifications;
      expect(first).toMatchObject({ type, data: { noteId } });
      return first;
    });

  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('lists the coach’s notifications, newest first, with the defaults 1 and 20', async () => {
    // The demo assigned Elif, Can and Arda to koc@: three STUDENT_JOINED notifications. Elif's demo homework
    // is overdue: the student record's scheduler reminds the coach once (features/student-record). The demo
    // advisor sent him four notes and two messages (seed/demo-notes-and-messages.ts).
    const data = await eventually(async () => {
      const d = await list('coach1');
      expect(d.total).toBe(10);
      return d;
    });
    expect(data).toMatchObject({ total: 10, page: 1, limit: 20 });
    // The coach read two of the notes (one he answered) and both messages: their notifications are read.
    const readOnes = data.notifications.filter((n: { isRead: boolean }) => n.isRead);
    expect(readOnes.map((n: { type: string }) => n.type).sort()).toEqual([
      'MESSAGE_RECEIVED',
      'MESSAGE_RECEIVED',
      'NEW_NOTE',
      'NEW_NOTE',
    ]);
    expect(data.unreadCount).toBe(6);
    const types = data.notifications.map((n: { type: string }) => n.type);
    const countOf = (type: string) => types.filter((t: string) => t === type).length;
    expect([countOf('STUDENT_JOINED'), countOf('NEW_NOTE'), countOf('MESSAGE_RECEIVED')]).toEqual([3, 4, 2]);
    expect(data.notifications[0]).toMatchObject({ type: 'SYSTEM_NOTIFICATION', title: 'Ödev gecikti' });
    const joined = data.notifications.filter((n: { type: string }) => n.type === 'STUDENT_JOINED');
    expect(joined[0]).toEqual({
      id: expect.any(String),
      type: 'STUDENT_JOINED',
      title: 'Yeni öğrenci',
      message: expect.stringMatching(/ size atandı\.$/),
      data: { studentId: expect.any(String), advisorId: world.ids.advisor1 },
      isRead: false,
      readAt: null,
      createdAt: expect.any(String),
    });
    const pages = [1, 2, 3, 4].map((page) => list('coach1', `?page=${page}&limit=3`));
    const paged = (await Promise.all(pages)).map((p) => p.notifications.map((n: { id: string }) => n.id));
    expect(paged.map((ids) => ids.length)).toEqual([3, 3, 3, 1]);
    expect(paged.flat()).toEqual(data.notifications.map((n: { id: string }) => n.id));
    expect(await unread('coach1')).toBe(6);
  });

  it('a new note reaches the coach; reading and replying reach the advisor', async () => {
    const noteId = await sendNote('Deneme analizini paylaşır mısınız?');
    const newNote = await newestFor('coach1', noteId, 'NEW_NOTE');
    expect(newNote).toMatchObject({
      title: 'Yeni danışman notu',
      message: 'Ayşe Yılmaz, Elif Öztürk hakkında yeni bir not gönderdi (yüksek öncelik).',
      data: { noteId, advisorId: world.ids.advisor1, studentId: world.ids.elif, priority: 'HIGH' },
    });

    const advisorUnread = await unread('advisor1');
    await call('coach1', 'PUT', `/api/advisor-notes/${noteId}/read`);
    // Reading the note reads its notification too.
    await eventually(async () => expect((await newestFor('coach1', noteId, 'NEW_NOTE')).isRead).toBe(true));
    expect((await newestFor('advisor1', noteId, 'NOTE_READ')).title).toBe('Notunuz okundu');
    await call('coach1', 'POST', `/api/advisor-notes/${noteId}/reply`, { coachReply: 'Yarın gönderiyorum' });
    const replied = await newestFor('advisor1', noteId, 'NOTE_REPLIED');
    expect(replied.message).toMatch(
      /Mehmet Kaya, Elif .+ hakkındaki notunuzu yanıtladı: “Yarın gönderiyorum”$/,
    );
    expect(await unread('advisor1')).toBe(advisorUnread + 2);
  });

  it('marks one read (once), all read, and deletes; the unread count follows', async () => {
    const listed = (await list('coach1')).notifications as { id: string; isRead: boolean }[];
    const first = listed.find((n) => !n.isRead)!;
    const second = listed.find((n) => n.id !== first.id)!;
    const before = await unread('coach1');
    const read = await call('coach1', 'PUT', `${base}/${first.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      success: true,
      data: { ...first, isRead: true, readAt: expect.any(String) },
    });
    expect(await unread('coach1')).toBe(before - 1);
    const again = await call('coach1', 'PUT', `${base}/${first.id}/read`);
    expect(again.body.data.readAt).toBe(read.body.data.readAt);

    const all = await call('coach1', 'PUT', `${base}/mark-all-read`);
    expect(all.body).toEqual({ success: true, data: { unreadCount: 0 } });
    expect((await list('coach1')).notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    // Notifications arriving after "mark all read" stay unread.
    const noteId = await sendNote('Yeni bir not');
    await newestFor('coach1', noteId, 'NEW_NOTE');
    expect(await unread('coach1')).toBe(1);

    const total = (await list('coach1')).total;
    const del = await call('coach1', 'DELETE', `${base}/${second.id}/delete`);
    expect(del.body).toEqual({ success: true, data: { id: second.id, deleted: true } });
    const after = await list('coach1');
    expect(after.total).toBe(total - 1);
    expect(after.notifications.map((n: { id: string }) => n.id)).not.toContain(second.id);
    expect((await call('coach1', 'DELETE', `${base}/${second.id}/delete`)).status).toBe(404);
    expect((await call('coach1', 'PUT', `${base}/${second.id}/read`)).status).toBe(404);
  });

  it('is personal: another user gets 404, other roles 403, nobody 401', async () => {
    const [mine] = (await list('coach1')).notifications;
    for (const caller of ['coach2', 'advisor1', 'advisor2'] as const) {
      expect((await call(caller, 'PUT', `${base}/${mine.id}/read`)).status).toBe(404);
      expect((await call(caller, 'DELETE', `${base}/${mine.id}/delete`)).status).toBe(404);
    }
    for (const caller of ['admin', 'parent'] as const)
      expect((await call(caller, 'GET', base)).status).toBe(403);
    expect((await call(null, 'GET', base)).status).toBe(401);
    expect(await call('coach1', 'PUT', `${base}/olmayan/read`)).toMatchObject({
      status: 404,
      body: { success: false, message: expect.any(String) },
    });
  });

  it('refuses bad paging with 400 and a Turkish message', async () => {
    for (const q of ['?page=0', '?limit=0', '?limit=101', '?page=bir', '?limit=2.5']) {
      const res = await call('coach1', 'GET', `${base}${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/Sayfa/) });
    }
  });
});
