import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordVerifications } from '../../auth/passwords';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';
import { LOGIN_LIMITS } from './login-limiter';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const PASSWORD = 'doğru ve uzun bir parola';
const LIMIT = LOGIN_LIMITS.perAccountAndIp.points;

/**
 * The failed-login limits under bursts: the attempt is counted before the password is checked, so a burst
 * of parallel guesses reaches argon2 at most as often as the limit allows (counted by the server's own
 * verifications), and a deactivated account confirms nothing beyond it.
 */
describe.each(STORAGES)('failed-login limits under parallel attempts on %s', (storage) => {
  let server: RunningServer;
  let url: string;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer({ storage, config: { seedDemo: true } });
    url = server.url;
  });
  afterAll(() => server.close());

  /** A fresh coach of its own, so that no other test's counters are in the way. */
  const newCoach = async () => {
    const email = `sinir.${n++}@ornek.com`;
    const res = await api(url, 'POST', '/api/auth/register', {
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Sınır',
        lastName: 'Deneme',
        email,
        phone: '+90 555 987 65 43',
        password: PASSWORD,
        kvkkConsent: true,
      },
    });
    expect(res.status).toBe(201);
    return { email, id: res.body.data.user.id as string, token: res.body.data.token as string };
  };
  const login = (email: string, password: string) =>
    api(url, 'POST', '/api/auth/login', { body: { email, password } });
  const inParallel = <T>(count: number, attempt: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));
  const resetLimits = () => server.deps.storage.sql.query("DELETE FROM rate_limits WHERE key LIKE 'login%'");
  const statuses = (answers: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it('checks at most 5 of 100 parallel wrong passwords; the right one then waits, and gets in after a reset', async () => {
    const { email } = await newCoach();
    const before = passwordVerifications();
    const answers = await inParallel(100, (i) => login(email, `yanlis-tahmin-${i}`));
    const checked = passwordVerifications() - before;
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(statuses(answers)).toEqual({ 401: checked, 429: 100 - checked });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.message).toMatch(/Çok fazla başarısız giriş denemesi/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }

    const right = await login(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(passwordVerifications() - before).toBe(checked);
    await resetLimits();
    expect((await login(email, PASSWORD)).status).toBe(200);
  }, 120_000);

  it('counts a wrong current password at password change before checking it, under a burst too', async () => {
    const { email, token } = await newCoach();
    const before = passwordVerifications();
    const answers = await inParallel(30, (i) =>
      api(url, 'POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: `tahmin-${i}`, newPassword: 'yepyeni ve uzun parola' },
      }),
    );
    const checked = passwordVerifications() - before;
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(statuses(answers)).toEqual({ 400: checked, 429: 30 - checked });
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('Mevcut şifre hatalı');
    // The sign-in form shares the counter.
    expect((await login(email, PASSWORD)).status).toBe(429);
  }, 60_000);

  it('gives a sign-in its points back: successes never lock an account out', async () => {
    const { email } = await newCoach();
    for (let i = 0; i < LIMIT - 1; i++) expect((await login(email, 'yanlis-tahmin')).status).toBe(401);
    for (let i = 0; i < LIMIT + 2; i++) await loginAs(url, email, PASSWORD);
    for (let i = 0; i < LIMIT; i++) expect((await login(email, 'yanlis-tahmin')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(429);
  }, 60_000);

  describe('a deactivated account', () => {
    const deactivate = async (id: string) => {
      const admin = await loginAs(url, 'admin@pusula.dev');
      expect((await api(url, 'POST', `/api/admin/accounts/${id}/deactivate`, { token: admin })).status).toBe(
        200,
      );
    };

    it('answers a wrong password like an unknown account, and the right one within the limit 403', async () => {
      const coach = await newCoach();
      await deactivate(coach.id);
      const wrong = await login(coach.email, 'yanlis-tahmin');
      const unknown = await login('hic.olmayan@ornek.com', 'yanlis-tahmin');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'E-posta adresi veya şifre hatalı' });
      expect(unknown.body).toEqual(wrong.body);
      const right = await login(coach.email, PASSWORD);
      expect(right.status).toBe(403);
      expect(right.body.message).toMatch(/devre dışı/);
      expect(right.body.data).toBeUndefined();
    });

    it('answers the right password like a wrong one once the limit is used up, sequentially and in a burst', async () => {
      const coach = await newCoach();
      await deactivate(coach.id);
      for (let i = 0; i < LIMIT; i++) expect((await login(coach.email, 'yanlis-tahmin')).status).toBe(401);
      const [wrong, right] = [await login(coach.email, 'yanlis-tahmin'), await login(coach.email, PASSWORD)];
      expect(wrong.status).toBe(429);
      expect(right.status).toBe(wrong.status);
      expect(right.body).toEqual(wrong.body);

      await resetLimits();
      // The right password among 40 parallel guesses: only attempts within the limit are evaluated, and
      // only one of those may learn that the account exists but is disabled.
      const before = passwordVerifications();
      const answers = await inParallel(40, (i) => login(coach.email, i === 39 ? PASSWORD : `tahmin-${i}`));
      const checked = passwordVerifications() - before;
      expect(checked).toBeLessThanOrEqual(LIMIT);
      const counts = statuses(answers);
      expect((counts[401] ?? 0) + (counts[403] ?? 0)).toBe(checked);
      expect(counts[429]).toBe(40 - checked);
      const rightAnswer = answers[39]!;
      if (rightAnswer.status !== 403)
        expect(rightAnswer.body).toEqual(answers.find((a) => a.status === 429)!.body);
    }, 60_000);
  });
});
