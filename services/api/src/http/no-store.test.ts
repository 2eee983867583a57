import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { api, loginAs } from '../testing-http';

/**
 * Tokens and personal data must not be kept by a browser's cache, a proxy or a CDN: every /api and /trpc
 * answer says `no-store`, except the public catalogue, which is cacheable on purpose.
 */
describe('Cache-Control of API answers', () => {
  let server: RunningServer;
  let url: string;
  let advisor: string;
  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    url = server.url;
    advisor = await loginAs(url, 'danisman@pusula.dev');
  });
  afterAll(() => server.close());

  const noStore = (res: { headers: Headers }) => res.headers.get('cache-control');

  it('says no-store on the login answer, which carries the token, and on its refusals', async () => {
    const ok = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'koc@pusula.dev', password: 'Pusula.2025' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toBeTruthy();
    expect(noStore(ok)).toBe('no-store');
    const wrong = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'koc@pusula.dev', password: 'yanlis-sifre' },
    });
    expect(wrong.status).toBe(401);
    expect(noStore(wrong)).toBe('no-store');
  });

  it('says no-store on personal REST answers, errors and unknown paths included', async () => {
    for (const path of ['/api/auth/me', '/api/advisor/coaches', '/api/advisor/students']) {
      const res = await api(url, 'GET', path, { token: advisor });
      expect(res.status, path).toBe(200);
      expect(noStore(res), path).toBe('no-store');
    }
    expect(noStore(await api(url, 'GET', '/api/auth/me'))).toBe('no-store');
    expect(noStore(await api(url, 'GET', '/api/advisor/olmayan-yol', { token: advisor }))).toBe('no-store');
    const refused = await api(url, 'GET', '/api/admin/accounts', { token: advisor });
    expect(refused.status).toBe(403);
    expect(noStore(refused)).toBe('no-store');
  });

  it('says no-store on tRPC queries and mutations', async () => {
    const query = await fetch(`${url}/trpc/advisor.coaches?input=${encodeURIComponent(JSON.stringify({}))}`, {
      headers: { authorization: `Bearer ${advisor}` },
    });
    expect(query.status).toBe(200);
    expect(noStore(query)).toBe('no-store');
    const me = await fetch(`${url}/trpc/auth.me`, { headers: { authorization: `Bearer ${advisor}` } });
    expect(me.status).toBe(200);
    expect(noStore(me)).toBe('no-store');
    const login = await fetch(`${url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'koc2@pusula.dev', password: 'Pusula.2025' }),
    });
    expect(login.status).toBe(200);
    expect(noStore(login)).toBe('no-store');
  });

  it('keeps the public catalogue cacheable, and a student-specific catalogue answer private', async () => {
    const catalogue = await api(url, 'GET', '/api/education-system/exam-types');
    expect(catalogue.status).toBe(200);
    expect(noStore(catalogue)).toBe('public, max-age=300');
    const etag = catalogue.headers.get('etag')!;
    const again = await fetch(`${url}/api/education-system/exam-types`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(noStore(again)).toBe('public, max-age=300');

    const { rows } = await server.deps.storage.sql.query<{ id: string }>(
      "SELECT id FROM students WHERE first_name = 'Elif'",
    );
    const courses = await api(url, 'GET', `/api/education-system/student/${rows[0]!.id}/courses`, {
      token: advisor,
    });
    expect(courses.status).toBe(200);
    expect(noStore(courses)).toBe('no-store');
  });
});
