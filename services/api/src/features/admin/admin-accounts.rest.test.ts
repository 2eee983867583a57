import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';

/** The admin creates every kind of account, links parents, (de)activates, searches and lists every student. */
describe('account administration over REST (demo seed)', () => {
  let server: RunningServer;
  let url: string;
  let admin: string;
  const call = (method: string, path: string, body?: unknown, token = admin) =>
    api(url, method, path, { token, body });

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    url = server.url;
    admin = await loginAs(url, 'admin@pusula.dev');
  });
  afterAll(() => server.close());

  it('creates an advisor, a coach and a parent who can sign in at once', async () => {
    const advisor = await call('POST', '/api/admin/accounts', {
      role: 'ADVISOR',
      email: 'Yeni.Danisman@Ornek.com',
      firstName: 'Gülşen',
      lastName: 'Çağlar',
      password: 'danışman hesabı parolası',
      title: 'Eğitim Danışmanı',
      maxCoachLimit: 4,
    });
    expect(advisor.status).toBe(201);
    expect(advisor.body).toMatchObject({
      success: true,
      data: { email: 'yeni.danisman@ornek.com', role: 'ADVISOR', maxCoachLimit: 4, isActive: true },
    });
    const coach = await call('POST', '/api/admin/accounts', {
      role: 'COACH',
      email: 'yeni.koc@ornek.com',
      firstName: 'Oğuz',
      lastName: 'Işıklı',
      password: 'koç hesabı parolası',
      packageId: 'koc-profesyonel',
    });
    expect(coach.body.data).toMatchObject({
      role: 'COACH',
      studentLimit: 25,
      studentCount: 0,
      advisorId: null,
    });
    const login = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'yeni.koc@ornek.com', password: 'koç hesabı parolası' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.coach).toMatchObject({ packageId: 'koc-profesyonel', studentLimit: 25 });
  });

  it('creates a student, links a parent, and the parent sees the student at sign-in', async () => {
    const parent = await call('POST', '/api/admin/accounts', {
      role: 'PARENT',
      email: 'yeni.veli@ornek.com',
      firstName: 'Şule',
      lastName: 'Ünal',
      password: 'veli hesabı parolası',
    });
    expect(parent.status).toBe(201);
    const student = await call('POST', '/api/admin/students', {
      firstName: 'Çınar',
      lastName: 'Ünal',
      classLevel: 'Mezun',
      examTarget: 'AYT',
    });
    expect(student.status).toBe(201);
    const link = `/api/admin/parents/${parent.body.data.id}/students`;
    expect((await call('POST', link, { studentId: student.body.data.id })).status).toBe(200);
    // Linking twice changes nothing.
    expect((await call('POST', link, { studentId: student.body.data.id })).status).toBe(200);
    const login = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'yeni.veli@ornek.com', password: 'veli hesabı parolası' },
    });
    expect(login.body.data.parent.students).toEqual([
      expect.objectContaining({ id: student.body.data.id, firstName: 'Çınar', classLevel: 'Mezun' }),
    ]);
    const wrong = await call('POST', link, { studentId: 'yok' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ success: false, message: 'Öğrenci bulunamadı' });
    const notParent = await call('POST', `/api/admin/parents/${login.body.data.user.id}x/students`, {
      studentId: student.body.data.id,
    });
    expect(notParent.status).toBe(404);
    expect(notParent.body.message).toBe('Veli hesabı bulunamadı');
  });

  it('searches accounts in Turkish, filters by role and state, and pages', async () => {
    const search = (q: string) => call('GET', `/api/admin/accounts?${q}`);
    for (const term of ['şahin', 'SAHIN', 'Şahin']) {
      const found = await search(`search=${encodeURIComponent(term)}`);
      expect(found.body.data.accounts.map((a: { email: string }) => a.email)).toEqual(['koc3@pusula.dev']);
    }
    const coaches = await search('role=COACH&limit=2&page=1');
    expect(coaches.body.data).toMatchObject({ page: 1, limit: 2 });
    expect(coaches.body.data.accounts).toHaveLength(2);
    expect(coaches.body.data.total).toBeGreaterThanOrEqual(5);
    expect(coaches.body.data.accounts.every((a: { role: string }) => a.role === 'COACH')).toBe(true);
    const bad = await search('active=belki');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Etkinlik filtresi 'true' veya 'false' olmalı");
    expect((await search('role=KRAL')).body.message).toBe('Geçersiz rol');
  });

  it('lists every student with organisation, advisor, coach, parents and app account, and pages', async () => {
    const list = (q: string) => call('GET', `/api/admin/students?${q}`);
    const elif = await list(`search=${encodeURIComponent('ELİF öztürk')}`);
    expect(elif.status).toBe(200);
    expect(elif.body.data.items).toEqual([
      expect.objectContaining({
        firstName: 'Elif',
        lastName: 'Öztürk',
        classLevel: '12',
        examTarget: 'AYT',
        organisationName: 'Yıldız Eğitim Koçluğu',
        advisorName: 'Ayşe Yılmaz',
        coachName: 'Mehmet Kaya',
        parentCount: 1,
        hasAccount: true,
      }),
    ]);
    const page = await list('limit=2&page=1');
    expect(page.body.data).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThanOrEqual(6);
    const unassigned = await list('unassigned=true&limit=100');
    expect(unassigned.body.data.items.length).toBeGreaterThan(0);
    expect(unassigned.body.data.items.every((s: { coachName: string | null }) => s.coachName === null)).toBe(
      true,
    );
    const bad = await list('unassigned=belki');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Koç filtresi 'true' veya 'false' olmalı");
    expect((await list('limit=500')).body.message).toBe('Sayfa boyutu 1 ile 100 arasında olmalı');
  });

  it('deactivates and reactivates; the admin cannot switch themselves off', async () => {
    const koc2 = (await call('GET', '/api/admin/accounts?search=koc2')).body.data.accounts[0];
    const token = await loginAs(url, 'koc2@pusula.dev');
    const off = await call('POST', `/api/admin/accounts/${koc2.id}/deactivate`);
    expect(off.body.data).toMatchObject({ id: koc2.id, isActive: false });
    expect((await api(url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call('GET', '/api/admin/accounts?active=false')).body.data.accounts).toEqual([
      expect.objectContaining({ id: koc2.id }),
    ]);
    const on = await call('POST', `/api/admin/accounts/${koc2.id}/reactivate`);
    expect(on.body.data.isActive).toBe(true);
    const me = (await api(url, 'GET', '/api/auth/me', { token: admin })).body.data.user.id;
    const self = await call('POST', `/api/admin/accounts/${me}/deactivate`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('Kendi hesabınızı devre dışı bırakamazsınız');
  });

  it('refuses bad input in Turkish and writes nothing', async () => {
    const before = await server.deps.storage.store.committedHead();
    const cases = [
      [await call('POST', '/api/admin/accounts', []), 'İstek gövdesi bir JSON nesnesi olmalı'],
      [
        await call('POST', '/api/admin/accounts', {
          role: 'STUDENT',
          email: 'x@ornek.com',
          firstName: 'A',
          lastName: 'B',
          password: 'geçerli bir parola',
        }),
        'Geçersiz rol',
      ],
      [
        await call('POST', '/api/admin/accounts', {
          role: 'PARENT',
          email: 'veli@pusula.dev',
          firstName: 'Aynı',
          lastName: 'E-posta',
          password: 'geçerli bir parola',
        }),
        'Bu e-posta adresiyle kayıtlı bir hesap zaten var',
      ],
      [
        await call('POST', '/api/admin/accounts', {
          role: 'ADVISOR',
          email: 'kapasite@ornek.com',
          firstName: 'Kapasite',
          lastName: 'Metin',
          password: 'geçerli bir parola',
          maxCoachLimit: '5',
        }),
        'Koç kapasitesi bir sayı olmalı',
      ],
      [
        await call('POST', '/api/admin/students', { firstName: 'A', lastName: 'B', classLevel: '13' }),
        'Sınıf seviyesi 1–12 veya Mezun olmalı',
      ],
    ] as const;
    for (const [res, message] of cases) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await server.deps.storage.store.committedHead()).toBe(before);
  });

  it('is the admin\u2019s alone', async () => {
    const advisor = await loginAs(url, 'danisman@pusula.dev');
    expect((await call('GET', '/api/admin/accounts', undefined, advisor)).status).toBe(403);
    expect((await call('GET', '/api/admin/accounts', undefined, '')).status).toBe(401);
  });
});
