import { randomUUID } from 'node:crypto';
import { noteByIdQuery } from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

describe('advisor notes over REST', () => {
  let world: DemoWorld;
  let call: (
    caller: keyof DemoWorld['tokens'] | null,
    method: string,
    path: string,
    body?: unknown,
  ) => ReturnType<typeof api>;
  beforeAll(async () => {
    world = await startDemoWorld();
    call = (caller, method, path, body) =>
      api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  });
  afterAll(() => world.server.close());

  const note = (over: Record<string, unknown> = {}) => ({
    coachId: world.ids.coach1,
    studentId: world.ids.elif,
    content: 'Elif’in TYT denemesindeki düşüşü konuşalım',
    pageContext: '/advisor/students/elif',
    ...over,
  });
  const send = async (over: Record<string, unknown> = {}) => {
    const res = await call('advisor1', 'POST', '/api/advisor-notes', note(over));
    expect(res.status).toBe(201);
    return res.body.data;
  };

  it('sends a note: trimmed, NORMAL by default, unread, and readable at once', async () => {
    const res = await call('advisor1', 'POST', '/api/advisor-notes', note({ content: '  Merhaba  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        advisorId: world.ids.advisor1,
        coachId: world.ids.coach1,
        studentId: world.ids.elif,
        content: 'Merhaba',
        priority: 'NORMAL',
        pageContext: '/advisor/students/elif',
        isRead: false,
        readAt: null,
        coachReply: null,
        repliedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const list = await call('coach1', 'GET', `/api/advisor-notes/coach/${world.ids.coach1}`);
    expect(list.body.data.notes.map((n: { id: string }) => n.id)).toContain(res.body.data.id);
    // The answer is built from the NoteSent event: it must be exactly the row the read model holds.
    expect(await noteByIdQuery(world.server.deps.storage.db, res.body.data.id)).toEqual(res.body.data);
  });

  it('refuses bad input with 400 and a Turkish message, writing nothing', async () => {
    const head = await world.server.deps.storage.store.committedHead();
    const cases: [unknown, RegExp][] = [
      [note({ content: '   ' }), /Not metni boş olamaz/],
      [note({ content: 'a'.repeat(5_001) }), /en fazla 5000/],
      [note({ pageContext: '' }), /Sayfa bilgisi gerekli/],
      [note({ pageContext: undefined }), /Sayfa bilgisi gerekli/],
      [note({ priority: 'ACIL' }), /Öncelik NORMAL, MEDIUM veya HIGH/],
      [note({ coachId: undefined }), /Koç gerekli/],
      [note({ commandId: 'x' }), /Geçersiz istek kimliği/],
      [null, /JSON nesnesi/],
      [[1, 2], /JSON nesnesi/],
      ['{"content": ', /geçerli bir JSON değil/],
    ];
    for (const [body, message] of cases) {
      const res = await call('advisor1', 'POST', '/api/advisor-notes', body === null ? 'null' : body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect(await world.server.deps.storage.store.committedHead()).toBe(head);
  });

  it('accepts exactly 5,000 characters', async () => {
    expect((await send({ content: 'ç'.repeat(5_000) })).content).toHaveLength(5_000);
  });

  it('lets only the advisor of both coach and student, with the student assigned to that coach, send', async () => {
    const notAssigned = await call(
      'advisor1',
      'POST',
      '/api/advisor-notes',
      note({ coachId: world.ids.coach2 }),
    );
    expect(notAssigned).toMatchObject({
      status: 403,
      body: { success: false, message: 'Bu öğrenci bu koça atanmış değil' },
    });
    const unassignedStudent = await call(
      'advisor1',
      'POST',
      '/api/advisor-notes',
      note({ studentId: world.ids.mert }),
    );
    expect(unassignedStudent.status).toBe(403);
    expect(
      (
        await call(
          'advisor1',
          'POST',
          '/api/advisor-notes',
          note({ coachId: world.ids.coach4, studentId: world.ids.zehra }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('advisor1', 'POST', '/api/advisor-notes', note({ studentId: world.ids.zehra }))).status,
    ).toBe(404);
    expect((await call('advisor2', 'POST', '/api/advisor-notes', note())).status).toBe(403);
    expect((await call('coach1', 'POST', '/api/advisor-notes', note())).status).toBe(403);
    expect((await call('admin', 'POST', '/api/advisor-notes', note())).status).toBe(403);
    expect((await call(null, 'POST', '/api/advisor-notes', note())).status).toBe(401);
  });

  it('handles a retried send with the same commandId once', async () => {
    const commandId = randomUUID();
    const [a, b] = await Promise.all([
      send({ commandId, content: 'Tekrar' }),
      send({ commandId, content: 'Tekrar' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(b).toEqual(a);
    // A retry after the coach read the note answers with the note as it is now, not as it was sent.
    const read = await call('coach1', 'PUT', `/api/advisor-notes/${a.id}/read`);
    expect(read.status).toBe(200);
    const again = await send({ commandId, content: 'Tekrar' });
    expect(again).toMatchObject({ id: a.id, isRead: true });
    const count = await world.server.deps.storage.db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  describe('the coach lists', () => {
    let ids: { normalOld: string; high: string; medium: string; normalNew: string };
    beforeAll(async () => {
      // A coach of its own, so earlier tests' notes do not mix in.
      const coachId = world.ids.coach2;
      const n = (content: string, priority: string, studentId: string, pageContext = '/advisor/students') =>
        send({ coachId, studentId, content, priority, pageContext });
      ids = {
        normalOld: (await n('Türev tekrarı yapılmalı', 'NORMAL', world.ids.deniz)).id,
        high: (await n('Deneme sınavı kaygısı', 'HIGH', world.ids.deniz)).id,
        medium: (await n('Kaynak önerisi: IŞIK yayınları', 'MEDIUM', world.ids.ece, '/advisor/coaches')).id,
        normalNew: (await n('Haftalık plan', 'NORMAL', world.ids.ece)).id,
      };
    });
    const list = async (query = '', path = `/api/advisor-notes/coach/${world.ids.coach2}`) => {
      const res = await call('coach2', 'GET', `${path}${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const order = (data: { notes: { id: string }[] }) =>
      data.notes.map((n) => Object.entries(ids).find(([, id]) => id === n.id)?.[0]);

    it('by priority HIGH, MEDIUM, NORMAL then newest, with total, page, limit and unreadCount', async () => {
      const data = await list();
      expect(order(data)).toEqual(['high', 'medium', 'normalNew', 'normalOld']);
      expect(data).toMatchObject({ total: 4, page: 1, limit: 50, unreadCount: 4 });
    });

    it('filters by priority, student, page context, read state and a Turkish-aware search', async () => {
      expect(order(await list('?priority=HIGH'))).toEqual(['high']);
      expect(order(await list(`?studentId=${world.ids.ece}`))).toEqual(['medium', 'normalNew']);
      expect(order(await list('?pageContext=/advisor/coaches'))).toEqual(['medium']);
      expect(order(await list('?search=TUREV'))).toEqual(['normalOld']);
      expect(order(await list('?search=ışık'))).toEqual(['medium']);
      expect(order(await list('?search=100%25'))).toEqual([]);
      expect((await list('?isRead=true')).notes).toEqual([]);
      expect((await list('?isRead=false')).total).toBe(4);
    });

    it('sorts and pages as asked', async () => {
      expect(order(await list('?sortBy=createdAt&sortOrder=asc'))).toEqual([
        'normalOld',
        'high',
        'medium',
        'normalNew',
      ]);
      expect(order(await list('?sortBy=priority&sortOrder=asc'))).toEqual([
        'normalNew',
        'normalOld',
        'medium',
        'high',
      ]);
      const page2 = await list('?limit=3&page=2');
      expect(order(page2)).toEqual(['normalOld']);
      expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    });

    it('per student: the coach view of limit 50 sorted by createdAt desc', async () => {
      const data = await list(
        '?limit=50&sortBy=createdAt&sortOrder=desc',
        `/api/advisor-notes/coach/${world.ids.coach2}/student/${world.ids.deniz}`,
      );
      expect(order(data)).toEqual(['high', 'normalOld']);
      expect(data).toMatchObject({ total: 2, limit: 50, unreadCount: 2 });
      const defaults = await list(
        '',
        `/api/advisor-notes/coach/${world.ids.coach2}/student/${world.ids.deniz}`,
      );
      expect(defaults).toMatchObject({ page: 1, limit: 50 });
    });

    it('refuses bad queries with 400', async () => {
      for (const q of [
        '?priority=ACIL',
        '?isRead=evet',
        '?sortBy=ad',
        '?sortOrder=yukari',
        '?page=0',
        '?limit=101',
        '?page=abc',
      ]) {
        const res = await call('coach2', 'GET', `/api/advisor-notes/coach/${world.ids.coach2}${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toMatch(/olmalı|çok/);
      }
    });

    it('is the coach’s own: another coach and advisors get 403, the admin may look', async () => {
      expect((await call('coach1', 'GET', `/api/advisor-notes/coach/${world.ids.coach2}`)).status).toBe(403);
      expect((await call('advisor1', 'GET', `/api/advisor-notes/coach/${world.ids.coach2}`)).status).toBe(
        403,
      );
      expect((await call('admin', 'GET', `/api/advisor-notes/coach/${world.ids.coach2}`)).status).toBe(200);
    });

    it('marks read (idempotent) and replies; the unread count follows', async () => {
      const read = await call('coach2', 'PUT', `/api/advisor-notes/${ids.high}/read`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: ids.high, isRead: true, readAt: expect.any(String) });
      const events = () => world.server.deps.storage.store.readStream(`note-${ids.high}`);
      const before = (await events()).length;
      expect((await call('coach2', 'PUT', `/api/advisor-notes/${ids.high}/read`)).body.data.readAt).toBe(
        read.body.data.readAt,
      );
      expect((await events()).length).toBe(before);
      expect((await list()).unreadCount).toBe(3);

      const reply = await call('coach2', 'POST', `/api/advisor-notes/${ids.medium}/reply`, {
        coachReply: '  Türev fasikülü  ',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        isRead: true,
        coachReply: 'Türev fasikülü',
        repliedAt: expect.any(String),
      });
      expect((await list()).unreadCount).toBe(2);
      expect(order(await list('?search=fasikul'))).toEqual(['medium']);
      expect(
        await call('coach2', 'POST', `/api/advisor-notes/${ids.medium}/reply`, { coachReply: 'İkinci' }),
      ).toMatchObject({ status: 409, body: { success: false, message: 'Bu nota zaten yanıt verildi' } });
    });

    it('refuses bad replies and other people’s notes', async () => {
      const reply = (caller: 'coach1' | 'coach2' | 'advisor1', body: unknown, id = ids.normalNew) =>
        call(caller, 'POST', `/api/advisor-notes/${id}/reply`, body);
      expect(await reply('coach2', { coachReply: ' ' })).toMatchObject({
        status: 400,
        body: { message: 'Yanıt boş olamaz' },
      });
      expect((await reply('coach2', { coachReply: 'a'.repeat(5_001) })).body.message).toMatch(
        /en fazla 5000/,
      );
      expect((await reply('coach2', {})).status).toBe(400);
      expect((await reply('coach2', { coachReply: 'Tamam' }, 'olmayan-not')).status).toBe(404);
      expect((await reply('coach1', { coachReply: 'Tamam' })).status).toBe(404);
      expect((await reply('advisor1', { coachReply: 'Tamam' })).status).toBe(403);
      expect((await call('coach1', 'PUT', `/api/advisor-notes/${ids.normalNew}/read`)).status).toBe(404);
      expect((await call('advisor1', 'PUT', `/api/advisor-notes/${ids.normalNew}/read`)).status).toBe(403);
    });

    it('the advisor lists by advisor, newest first, with filters; nobody else may', async () => {
      const path = `/api/advisor-notes/advisor/${world.ids.advisor1}`;
      const res = await call('advisor1', 'GET', `${path}?coachId=${world.ids.coach2}`);
      expect(res.status).toBe(200);
      expect(order(res.body.data)).toEqual(['normalNew', 'medium', 'high', 'normalOld']);
      const byStudent = await call(
        'advisor1',
        'GET',
        `${path}?coachId=${world.ids.coach2}&studentId=${world.ids.ece}&priority=MEDIUM`,
      );
      expect(order(byStudent.body.data)).toEqual(['medium']);
      expect((await call('advisor2', 'GET', path)).status).toBe(403);
      expect((await call('coach2', 'GET', path)).status).toBe(403);
      expect((await call('admin', 'GET', path)).status).toBe(200);
    });

    it('audit.noteHistory reads the note’s timeline from its stream', async () => {
      const input = encodeURIComponent(JSON.stringify({ noteId: ids.medium }));
      const res = await call('advisor1', 'GET', `/trpc/audit.noteHistory?input=${input}`);
      expect(res.status).toBe(200);
      expect(res.body.result.data).toEqual([
        expect.objectContaining({
          what: 'NOTE_SENT',
          by: 'Ayşe Yılmaz',
          description: expect.stringContaining('orta öncelik'),
        }),
        expect.objectContaining({ what: 'NOTE_REPLIED', by: 'Zeynep Demir', next: 'Türev fasikülü' }),
      ]);
      expect((await call('coach1', 'GET', `/trpc/audit.noteHistory?input=${input}`)).status).toBe(404);
      expect((await call('advisor2', 'GET', `/trpc/audit.noteHistory?input=${input}`)).status).toBe(404);
    });
  });

  it('checks the roster as it is now: an assignment made after a refusal lets the note through', async () => {
    // Runs last: it assigns Mert, whom the tests above use as the unassigned student.
    const toMert = note({ studentId: world.ids.mert });
    expect((await call('advisor1', 'POST', '/api/advisor-notes', toMert)).status).toBe(403);
    const assigned = await call('advisor1', 'POST', '/api/advisor/assign-coach', {
      studentId: world.ids.mert,
      coachId: world.ids.coach1,
    });
    expect(assigned.status).toBe(200);
    expect((await call('advisor1', 'POST', '/api/advisor-notes', toMert)).status).toBe(201);
  });
});
