import { ALL_PROJECTORS } from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCommandId } from '../../commands/command-claims';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';
import { acceptCoachInvitation } from '../invitations/testing-invitations';

describe('advisor area over REST (demo seed)', () => {
  let server: RunningServer;
  let url: string;
  let advisor: string;
  let admin: string;
  const get = (path: string, token = advisor) => api(url, 'GET', path, { token });
  const post = (path: string, body: unknown, token = advisor) => api(url, 'POST', path, { token, body });
  const idOf = async (email: string) =>
    (await server.deps.storage.sql.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]))
      .rows[0]!.id;

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    url = server.url;
    advisor = await loginAs(url, 'danisman@pusula.dev');
    admin = await loginAs(url, 'admin@pusula.dev');
  });
  afterAll(() => server.close());

  it('lists the roster in Turkish order with the documented envelope', async () => {
    const coaches = await get('/api/advisor/coaches');
    expect(coaches.status).toBe(200);
    expect(coaches.body.success).toBe(true);
    expect(coaches.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Mehmet', 'Zeynep']);
    expect(coaches.body.data[0]).toMatchObject({
      studentCount: 3,
      studentLimit: 25,
      packageId: 'koc-profesyonel',
      isActive: true,
    });

    const students = await get('/api/advisor/students');
    // Turkish collation: Arda, Can, Deniz, Ece, Elif, İrem, Mert (İ sorts after I, before J).
    expect(students.body.data.map((s: { firstName: string }) => s.firstName)).toEqual([
      'Arda',
      'Can',
      'Deniz',
      'Ece',
      'Elif',
      'İrem',
      'Mert',
    ]);
    const unassigned = await get('/api/advisor/students/unassigned');
    expect(unassigned.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(['İrem', 'Mert']);
    const byClass = await get('/api/advisor/students?sortBy=classLevel&sortOrder=desc');
    expect(byClass.body.data[0].classLevel).toBe('Mezun');
    const search = await get(`/api/advisor/students?search=${encodeURIComponent('IREM')}`);
    expect(search.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(['İrem']);

    const available = await get('/api/advisor/available-coaches');
    expect(available.body.data.map((c: { email: string }) => c.email)).toEqual(['koc3@pusula.dev']);
  });

  it('shows the dashboard, a coach, their students and stats', async () => {
    const dashboard = await get('/api/advisor/dashboard');
    expect(dashboard.body.data).toMatchObject({
      coachCount: 2,
      maxCoachLimit: 10,
      studentCount: 7,
      unassignedStudentCount: 2,
      // The demo advisor's four notes to Mehmet Kaya: two read (one of them answered), two unread.
      notesThisWeek: 4,
      unansweredNotes: 3,
      unreadNotes: 2,
    });
    // The students without a coach; the web adds the student record's attention queue below them.
    expect(dashboard.body.data.studentsNeedingAttention).toEqual([
      expect.objectContaining({ name: 'İrem Aksoy', reason: 'Henüz bir koç atanmadı' }),
      expect.objectContaining({ name: 'Mert Koç', reason: 'Henüz bir koç atanmadı' }),
    ]);
    const coachId = await idOf('koc@pusula.dev');
    expect((await get(`/api/advisor/coaches/${coachId}`)).body.data).toMatchObject({
      id: coachId,
      firstName: 'Mehmet',
    });
    const theirs = await get(`/api/advisor/coaches/${coachId}/students`);
    expect(theirs.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(['Arda', 'Can', 'Elif']);
    expect((await get(`/api/advisor/coaches/${coachId}/stats`)).body.data).toMatchObject({
      coachId,
      studentCount: 3,
      // The demo advisor's four notes to him (seed/demo-notes-and-messages.ts); one answered 160 minutes after.
      notesReceived: 4,
      medianReplyMinutes: 160,
    });
    expect((await get(`/api/advisor/coaches/${coachId}/video-logs`)).body.data).toEqual([]);
    const elif = theirs.body.data.find((s: { firstName: string }) => s.firstName === 'Elif');
    const detail = await get(`/api/advisor/students/${elif.id}`);
    expect(detail.body.data).toMatchObject({
      coachName: 'Mehmet Kaya',
      parents: [{ email: 'veli@pusula.dev' }],
      // From her goal program (demo seed): the YKS field and the target in words.
      field: 'SAY',
      targetRanking: expect.stringContaining('İlk 20.000'),
    });
    const arda = theirs.body.data.find((s: { firstName: string }) => s.firstName === 'Arda');
    expect((await get(`/api/advisor/students/${arda.id}`)).body.data).toMatchObject({
      field: null,
      targetRanking: null,
    });
  });

  it('invites the available coach, who joins by accepting; refuses a second time and a coach of another advisor, with Turkish messages', async () => {
    const koc3 = await idOf('koc3@pusula.dev');
    const added = await post('/api/advisor/add-coach', { coachId: koc3 });
    expect(added.status).toBe(200);
    expect(added.body.data.invitation).toMatchObject({
      role: 'COACH',
      email: 'koc3@pusula.dev',
      status: 'SENT',
    });
    // No silent claim: koc3 is still available until they accept.
    expect(
      (await get('/api/advisor/available-coaches')).body.data.some((c: { id: string }) => c.id === koc3),
    ).toBe(true);
    expect((await acceptCoachInvitation(server, 'koc3@pusula.dev')).status).toBe(200);
    expect((await get(`/api/advisor/coaches/${koc3}`)).body.data).toMatchObject({
      id: koc3,
      studentCount: 0,
    });
    const again = await post('/api/advisor/add-coach', { coachId: koc3 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Bu koç zaten ekibinizde' });
    const other = await post(
      '/api/advisor/add-coach',
      { coachId: koc3 },
      await loginAs(url, 'danisman2@pusula.dev'),
    );
    // Another tenant's coach: 403, as remove-coach answers, without saying whose they are.
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok' });
    expect((await post('/api/advisor/add-coach', {})).status).toBe(400);
  });

  it('assigns the unassigned students and records the history, re-assignment included', async () => {
    const [irem, mert] = (await get('/api/advisor/students/unassigned')).body.data;
    const koc2 = await idOf('koc2@pusula.dev');
    const koc3 = await idOf('koc3@pusula.dev');
    const first = await post('/api/advisor/assign-coach', { studentId: irem.id, coachId: koc2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: irem.id, coachId: koc2, coachName: 'Zeynep Demir' });
    expect((await post('/api/advisor/assign-coach', { studentId: mert.id, coachId: koc3 })).status).toBe(200);
    const twice = await post('/api/advisor/assign-coach', { studentId: mert.id, coachId: koc3 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Öğrenci zaten bu koça atanmış');
    expect((await post('/api/advisor/assign-coach', { studentId: irem.id, coachId: koc3 })).status).toBe(200);
    expect((await get('/api/advisor/students/unassigned')).body.data).toEqual([]);

    const history = await get(`/api/advisor/students/${irem.id}/assignment-history`);
    expect(history.body.data.map((h: { what: string }) => h.what)).toEqual([
      'STUDENT_CREATED',
      'STUDENT_ENROLLED',
      'COACH_ASSIGNED',
      'COACH_REASSIGNED',
    ]);
    expect(history.body.data[3]).toMatchObject({
      previous: 'Zeynep Demir',
      next: 'Emre Şahin',
      by: 'Ayşe Yılmaz',
    });

    // The roster as it stood before the re-assignment, replayed from the stream.
    const caller = (await import('../../trpc/router')).createCaller({
      deps: server.deps,
      token: advisor,
      requestId: 'test',
    });
    const advisorId = await idOf('danisman@pusula.dev');
    const before = await caller.audit.rosterAt({
      advisorId,
      at: new Date(Date.parse(history.body.data[3].at) - 1).toISOString(),
    });
    expect(before.students.find((s) => s.id === irem.id)?.coachId).toBe(koc2);
  });

  it('holds a coach at its student limit under 20 concurrent assignments', async () => {
    const created = await post(
      '/api/admin/accounts',
      {
        role: 'COACH',
        email: 'kapasite@ornek.com',
        firstName: 'Kapasite',
        lastName: 'Koçu',
        password: 'kapasite testi parolası',
        packageId: 'koc-baslangic',
        organisationId: await idOf('danisman@pusula.dev'),
      },
      admin,
    );
    const coachId = created.body.data.id;
    expect((await post('/api/advisor/add-coach', { coachId })).status).toBe(200);
    expect(
      (await acceptCoachInvitation(server, 'kapasite@ornek.com', 'kapasite testi parolası')).status,
    ).toBe(200);
    const newStudent = async (i: number) =>
      (
        await post('/api/advisor/students', {
          firstName: 'Yük',
          lastName: `Öğrenci ${i}`,
          classLevel: '11',
          examTarget: 'TYT',
        })
      ).body.data.id;
    for (let i = 0; i < 7; i++)
      expect(
        (await post('/api/advisor/assign-coach', { studentId: await newStudent(i), coachId })).status,
      ).toBe(200);
    const contenders: string[] = [];
    for (let i = 0; i < 20; i++) contenders.push(await newStudent(100 + i));
    const results = await Promise.all(
      contenders.map((studentId) => post('/api/advisor/assign-coach', { studentId, coachId })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(results.every((r) => r.status === 200 || typeof r.body.message === 'string')).toBe(true);
    const coach = await get(`/api/advisor/coaches/${coachId}`);
    expect(coach.body.data).toMatchObject({ studentCount: 10, studentLimit: 10 });
    const full = await post('/api/advisor/assign-coach', { studentId: await newStudent(999), coachId });
    expect(full.body.message).toBe('Koçun öğrenci kapasitesi dolu (en fazla 10 öğrenci)');
  });

  it('refuses a coach over the advisor limit of 10 with a Turkish message', async () => {
    const coachCount = (await get('/api/advisor/dashboard')).body.data.coachCount;
    let last: Awaited<ReturnType<typeof post>> | null = null;
    for (let i = coachCount; i <= 10; i++) {
      const created = await post(
        '/api/admin/accounts',
        {
          role: 'COACH',
          email: `limit-${i}@ornek.com`,
          firstName: 'Limit',
          lastName: `Koç ${i}`,
          password: 'limit testi parolası',
          organisationId: await idOf('danisman@pusula.dev'),
        },
        admin,
      );
      last = await post('/api/advisor/add-coach', { coachId: created.body.data.id });
      if (last.status === 200)
        expect(
          (await acceptCoachInvitation(server, `limit-${i}@ornek.com`, 'limit testi parolası')).status,
        ).toBe(200);
    }
    expect(last!.status).toBe(409);
    expect(last!.body.message).toMatch(/^Koç kapasiteniz dolu \(en fazla 10 koç\)/);
    expect((await get('/api/advisor/dashboard')).body.data.coachCount).toBe(10);
    // The refused coach is available again (its claim was released).
    expect(
      (await get('/api/advisor/available-coaches')).body.data.some(
        (c: { lastName: string }) => c.lastName === 'Koç 10',
      ),
    ).toBe(true);
  });

  it('keeps profile answers', async () => {
    const put = await api(url, 'PUT', '/api/advisor/profile', {
      token: advisor,
      body: { profileAnswers: { deneyim: '8 yıl', alanlar: ['Sayısal', 'Eşit Ağırlık'] } },
    });
    expect(put.status).toBe(200);
    expect((await get('/api/advisor/profile')).body.data).toMatchObject({
      email: 'danisman@pusula.dev',
      profileAnswers: { deneyim: '8 yıl', alanlar: ['Sayısal', 'Eşit Ağırlık'] },
    });
    expect(
      (await api(url, 'PUT', '/api/advisor/profile', { token: advisor, body: { profileAnswers: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('validates the calendar range', async () => {
    const coachId = await idOf('koc@pusula.dev');
    const cal = (q: string) => get(`/api/calendar-manager?type=coach&targetId=${coachId}&${q}`);
    const ok = await cal('startDate=2026-11-01&endDate=2026-11-30');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ coachId });
    // The demo seed gives the coach sessions; whatever comes back lies in the range.
    const events = ok.body.data.events as { start: string; end: string }[];
    for (const e of events) {
      expect(new Date(e.end).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-01T00:00:00+03:00'));
      expect(new Date(e.start).getTime()).toBeLessThan(Date.parse('2026-12-01T00:00:00+03:00'));
    }
    expect((await cal('startDate=2026-11-30&endDate=2026-11-01')).body.message).toBe(
      'Bitiş tarihi başlangıç tarihinden önce olamaz',
    );
    expect((await cal('startDate=2026-01-01&endDate=2026-06-01')).body.message).toBe(
      'Tarih aralığı en fazla 92 gün olabilir',
    );
    expect((await cal('startDate=dün&endDate=2026-11-01')).status).toBe(400);
  });

  it('applies a command once per command id', async () => {
    const mert = (await get('/api/advisor/students')).body.data.find(
      (s: { firstName: string }) => s.firstName === 'Mert',
    );
    const koc = await idOf('koc@pusula.dev');
    const commandId = crypto.randomUUID();
    const first = await post('/api/advisor/assign-coach', { studentId: mert.id, coachId: koc, commandId });
    const retry = await post('/api/advisor/assign-coach', { studentId: mert.id, coachId: koc, commandId });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ id: mert.id, coachId: koc });
    const advisorId = await idOf('danisman@pusula.dev');
    const events = await server.deps.storage.store.readStream(`roster-${advisorId}`);
    // The log holds the id scoped to its caller, never the client's own.
    const scoped = accountCommandId(advisorId, commandId);
    expect(events.filter((e) => e.metadata.commandId === scoped)).toHaveLength(1);
    expect(events.filter((e) => e.metadata.commandId === commandId)).toHaveLength(0);
    // A new command id is a new command: the same assignment again is refused.
    const other = await post('/api/advisor/assign-coach', { studentId: mert.id, coachId: koc });
    expect(other.status).toBe(409);
  });

  it('answers bad input with 400 and a Turkish message, never an English one', async () => {
    const koc = await idOf('koc@pusula.dev');
    const cases = [
      [await post('/api/advisor/add-coach', [koc]), 'İstek gövdesi bir JSON nesnesi olmalı'],
      [await post('/api/advisor/assign-coach', '"öğrenci"'), 'İstek gövdesi bir JSON nesnesi olmalı'],
      [await post('/api/advisor/add-coach', { coachId: koc, commandId: 'x' }), 'Geçersiz istek kimliği'],
      [
        await post('/api/advisor/students', {
          firstName: 'Kimlik',
          lastName: 'Deneme',
          classLevel: '9',
          examTarget: 'TYT',
          commandId: 42,
        }),
        'Geçersiz istek kimliği',
      ],
      [await post('/api/advisor/remove-coach', { coachId: koc, commandId: 'x' }), 'Geçersiz istek kimliği'],
      [await get('/api/advisor/coaches?sortBy=fiyat'), 'Geçersiz sıralama alanı'],
      [await get('/api/advisor/students?sortOrder=yukari'), "Sıralama yönü 'asc' veya 'desc' olmalı"],
      [await api(url, 'PUT', '/api/advisor/profile', { token: advisor, body: {} }), /profileAnswers/],
      [
        await api(url, 'PUT', '/api/advisor/profile', { token: advisor, body: { profileAnswers: { a: 5 } } }),
        'Yanıt bir metin ya da metin listesi olmalı',
      ],
      [await post('/api/advisor/assign-coach', { studentId: 5, coachId: true }), 'Öğrenci gerekli'],
      // Each check names its own problem (not the schema's fallback "a number"/"required").
      [await get('/api/advisor/students?page=200000'), 'Sayfa en fazla 100000 olabilir'],
      [await get('/api/advisor/students?limit=2.5'), 'Sayfa boyutu bir tam sayı olmalı'],
      [await get(`/api/advisor/coaches/${'x'.repeat(150)}`), /^Koç kimliği geçersiz/],
    ] as const;
    for (const [res, message] of cases) {
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
      expect(JSON.stringify(res.body)).not.toMatch(/Invalid|expected|received/);
    }
  });

  it('refuses a calendar day that does not exist and names only the bad field', async () => {
    const coachId = await idOf('koc@pusula.dev');
    const cal = (q: string) => get(`/api/calendar-manager?type=coach&targetId=${coachId}&${q}`);
    const feb31 = await cal('startDate=2026-02-31&endDate=2026-03-30');
    expect(feb31.status).toBe(400);
    expect(feb31.body.message).toBe('Başlangıç tarihi geçerli bir tarih olmalı (YYYY-AA-GG)');
    const bad = await cal(`startDate=${encodeURIComponent('dün')}&endDate=2026-11-01`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['startDate']);
    // A bare date is a whole day in Istanbul.
    const day = await cal('startDate=2026-11-01&endDate=2026-11-01');
    expect(day.body.data).toMatchObject({
      startDate: '2026-10-31T21:00:00.000Z',
      endDate: '2026-11-01T20:59:59.999Z',
    });
  });

  it('answers the same after the read models are dropped and replayed', async () => {
    const koc = await idOf('koc@pusula.dev');
    const students = (await get('/api/advisor/students')).body.data as { id: string }[];
    const paths = [
      '/api/advisor/coaches',
      '/api/advisor/students',
      '/api/advisor/students/unassigned',
      '/api/advisor/dashboard',
      '/api/advisor/available-coaches',
      `/api/advisor/coaches/${koc}`,
      `/api/advisor/coaches/${koc}/students`,
      `/api/advisor/coaches/${koc}/stats`,
      '/api/advisor/profile',
      ...students.slice(0, 5).map((s) => `/api/advisor/students/${s.id}`),
      ...students.slice(0, 3).map((s) => `/api/advisor/students/${s.id}/assignment-history`),
    ];
    const before = await Promise.all(paths.map((p) => get(p).then((r) => r.body)));
    await server.deps.runner.rebuild(ALL_PROJECTORS.map((p) => p.name));
    const after = await Promise.all(paths.map((p) => get(p).then((r) => r.body)));
    expect(before.every((b) => b.success === true)).toBe(true);
    expect(after).toEqual(before);
  });
});
