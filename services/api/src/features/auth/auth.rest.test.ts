import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';
import { REGISTRATION_REFUSED_MESSAGE } from './auth-service';

describe('authentication over REST (demo seed)', () => {
  let server: RunningServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    url = server.url;
  });
  afterAll(() => server.close());

  it('answers the documented login shape for an advisor', async () => {
    const res = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'danisman@pusula.dev', password: 'Pusula.2025' },
    });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toEqual({
      id: expect.any(String),
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'danisman@pusula.dev',
      role: 'ADVISOR',
      emailVerified: true,
    });
    expect(data.advisor).toMatchObject({
      id: data.user.id,
      coachCount: 2,
      maxCoachLimit: 10,
      isActive: true,
      title: expect.any(String),
    });
    expect(data.coach).toBeUndefined();
  });

  it('answers the coach extras for a coach and linked students for a parent', async () => {
    const coach = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'KOC@pusula.dev ', password: 'Pusula.2025' },
    });
    expect(coach.status).toBe(200);
    expect(coach.body.data.coach).toMatchObject({
      id: coach.body.data.user.id,
      packageId: 'koc-profesyonel',
      studentLimit: 25,
      studentCount: 3,
    });
    const parent = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'veli@pusula.dev', password: 'Pusula.2025' },
    });
    expect(parent.body.data.user.role).toBe('PARENT');
    expect(parent.body.data.parent.students.map((s: { firstName: string }) => s.firstName).sort()).toEqual([
      'Can',
      'Elif',
    ]);
    for (const email of [
      'admin@pusula.dev',
      'danisman2@pusula.dev',
      'koc2@pusula.dev',
      'koc3@pusula.dev',
      'koc4@pusula.dev',
    ]) {
      expect(
        (await api(url, 'POST', '/api/auth/login', { body: { email, password: 'Pusula.2025' } })).status,
      ).toBe(200);
    }
  });

  it('gives unknown email and wrong password the same answer', async () => {
    const wrong = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'koc2@pusula.dev', password: 'yanlis-sifre' },
    });
    const unknown = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'yok@pusula.dev', password: 'yanlis-sifre' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'E-posta adresi veya şifre hatalı' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses bad login input with 400 and a Turkish message, and malformed JSON with 400', async () => {
    const missing = await api(url, 'POST', '/api/auth/login', { body: { email: 'a@b.c' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Şifre gerekli');
    const long = await api(url, 'POST', '/api/auth/login', {
      body: { email: `${'a'.repeat(400)}@ornek.com`, password: 'x' },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('E-posta adresi çok uzun');
    const notObject = await api(url, 'POST', '/api/auth/login', { body: '["danisman@pusula.dev"]' });
    expect(notObject.status).toBe(400);
    expect(notObject.body).toEqual({ message: 'İstek gövdesi bir JSON nesnesi olmalı' });
    const malformed = await api(url, 'POST', '/api/auth/login', { body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('İstek gövdesi geçerli bir JSON değil');
  });

  it('blocks the 6th failed attempt with 429, a Turkish message and Retry-After', async () => {
    const attempt = () =>
      api(url, 'POST', '/api/auth/login', { body: { email: 'koc3@pusula.dev', password: 'tahmin-1234' } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const sixth = await attempt();
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Çok fazla başarısız giriş denemesi/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    // Even the right password waits now.
    expect(
      (
        await api(url, 'POST', '/api/auth/login', {
          body: { email: 'koc3@pusula.dev', password: 'Pusula.2025' },
        })
      ).status,
    ).toBe(429);
  });

  it('revokes the token at logout', async () => {
    const token = await loginAs(url, 'koc2@pusula.dev');
    expect((await api(url, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await api(url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await api(url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await api(url, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await api(url, 'GET', '/api/auth/me', { token: 'uydurma-bir-token-degeri-1234567890' })).status,
    ).toBe(401);
  });

  it('registers a coach with a package and KVKK consent, and signs them in', async () => {
    const res = await api(url, 'POST', '/api/auth/register', {
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Gül',
        lastName: 'Işık',
        email: 'gul.isik@ornek.com',
        phone: '+90 555 111 22 33',
        password: 'uzun ve güzel bir parola',
        kvkkConsent: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.coach).toMatchObject({
      packageId: 'koc-baslangic',
      studentLimit: 10,
      studentCount: 0,
    });
    expect((await api(url, 'GET', '/api/auth/me', { token: res.body.data.token })).status).toBe(200);
  });

  it('refuses registration without consent, with a common password, or with a taken email', async () => {
    const base = {
      type: 'ADVISOR',
      packageId: 'danisman-standart',
      firstName: 'Kemal',
      lastName: 'Er',
      email: 'kemal.er@ornek.com',
      phone: '+90 555 444 55 66',
      password: 'bir başka uzun parola',
      kvkkConsent: true,
    };
    const noConsent = await api(url, 'POST', '/api/auth/register', { body: { ...base, kvkkConsent: false } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors.kvkkConsent).toMatch(/KVKK/);
    const common = await api(url, 'POST', '/api/auth/register', {
      body: { ...base, password: 'galatasaray' },
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/yaygın/);
    const taken = await api(url, 'POST', '/api/auth/register', {
      body: { ...base, email: 'Danisman@Pusula.dev' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(REGISTRATION_REFUSED_MESSAGE);
  });

  it('creates exactly one account when the same email registers concurrently', async () => {
    const body = (i: number) => ({
      type: 'COACH',
      packageId: 'koc-baslangic',
      firstName: 'Aynı',
      lastName: `Kişi ${i}`,
      email: 'ayni@ornek.com',
      phone: '+90 555 000 00 00',
      password: 'yarış durumu parolası',
      kvkkConsent: true,
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api(url, 'POST', '/api/auth/register', { body: body(i) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const { rows } = await server.deps.storage.sql.query(
      "SELECT count(*)::int AS n FROM accounts WHERE email = 'ayni@ornek.com'",
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('ends every session of an account on password change and on deactivation', async () => {
    const first = await loginAs(url, 'koc4@pusula.dev');
    const second = await loginAs(url, 'koc4@pusula.dev');
    expect(first).not.toBe(second);
    const weak = await api(url, 'POST', '/api/auth/change-password', {
      token: first,
      body: { currentPassword: 'Pusula.2025', newPassword: 'kısa' },
    });
    expect(weak.status).toBe(400);
    const changed = await api(url, 'POST', '/api/auth/change-password', {
      token: first,
      body: { currentPassword: 'Pusula.2025', newPassword: 'yepyeni ve uzun parola' },
    });
    expect(changed.status).toBe(200);
    expect((await api(url, 'GET', '/api/auth/me', { token: second })).status).toBe(401);
    expect(
      (
        await api(url, 'POST', '/api/auth/login', {
          body: { email: 'koc4@pusula.dev', password: 'Pusula.2025' },
        })
      ).status,
    ).toBe(401);
    const fresh = await loginAs(url, 'koc4@pusula.dev', 'yepyeni ve uzun parola');

    const admin = await loginAs(url, 'admin@pusula.dev');
    const coachId = (await api(url, 'GET', '/api/auth/me', { token: fresh })).body.data.user.id;
    expect(
      (await api(url, 'POST', `/api/admin/accounts/${coachId}/deactivate`, { token: admin })).status,
    ).toBe(200);
    expect((await api(url, 'GET', '/api/auth/me', { token: fresh })).status).toBe(401);
    const disabled = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'koc4@pusula.dev', password: 'yepyeni ve uzun parola' },
    });
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toMatch(/devre dışı/);
    expect(
      (await api(url, 'POST', `/api/admin/accounts/${coachId}/reactivate`, { token: admin })).status,
    ).toBe(200);
    expect(
      (
        await api(url, 'POST', '/api/auth/login', {
          body: { email: 'koc4@pusula.dev', password: 'yepyeni ve uzun parola' },
        })
      ).status,
    ).toBe(200);
  });

  it('counts a wrong current password at password change as a failed login', async () => {
    const token = await loginAs(url, 'koc2@pusula.dev');
    const attempt = () =>
      api(url, 'POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: 'tahmin-edilen', newPassword: 'yepyeni ve uzun parola' },
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await attempt();
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Mevcut şifre hatalı');
    }
    const sixth = await attempt();
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    // The same counter guards the sign-in form.
    expect(
      (
        await api(url, 'POST', '/api/auth/login', {
          body: { email: 'koc2@pusula.dev', password: 'Pusula.2025' },
        })
      ).status,
    ).toBe(429);
  });
});
