import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../auth/sessions';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';
import { loadMailConfig } from '../mail/mail-config';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing-smtp';

const LINK = /http:\/\/127\.0\.0\.1:3399\/auth\/e-posta-dogrula\?token=([A-Za-z0-9_-]{43})/;
const DAY = 24 * 60 * 60 * 1000;

/**
 * E-mail verification over REST, with the mail read from a real SMTP server (SMTP_URL pointed at it):
 * registration mails the link; the link works once, for 7 days; sign-in never waits for it.
 */
describe.each(TEST_STORAGE_KINDS)('e-mail verification through a real SMTP server on %s', (storage) => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  /** The app's clock runs with real time, shifted by the test of expiry. */
  let offset = 0;
  let n = 0;
  const eventsOfType = async (type: string) =>
    (await readAllCommitted(server.deps.storage.store, null))
      .filter((e) => e.type === type)
      .map((e) => ({ ...e, data: e.data as Record<string, unknown> }));
  const toOf = (mail: TestSmtpServer['received'][number]) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.text : '';

  /** Registers a coach over REST; answers the registration and the verification mail it brought. */
  async function register(firstName = 'Derin') {
    const email = `dogrula-${++n}-${storage}@ornek.com`;
    const before = smtp.received.length;
    const res = await api(server.url, 'POST', '/api/auth/register', {
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName,
        lastName: 'Doğrulamacı',
        email,
        phone: '+90 555 111 22 33',
        password: 'doğrulama için uzun şifre',
        kvkkConsent: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await server.deps.mail.settled();
    const mail = (await smtp.waitFor(before + 1))[before]!;
    const token = LINK.exec(mail.text ?? '')?.[1];
    if (!token) throw new Error(`no link in ${mail.text}`);
    return { email, session: res.body.data.token as string, user: res.body.data.user, mail, token };
  }
  const me = async (session: string) =>
    (await api(server.url, 'GET', '/api/auth/me', { token: session })).body.data.user;
  const verify = (token: string) => api(server.url, 'POST', '/api/auth/verify-email', { body: { token } });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({
      storage,
      now: () => new Date(Date.now() + offset),
      config: {
        seedDemo: true,
        publicUrl: 'http://127.0.0.1:3399',
        mail: { ...loadMailConfig({}), smtpUrl: smtp.url, retryBaseMs: 40, pollMs: 60_000 },
      },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    offset = 0;
  });
  afterEach(async () => {
    await server.deps.mail.settled();
  });

  it('mails the link at registration in Turkish, as text and HTML; it works once, the second time it is refused', async () => {
    const { email, session, user, mail, token } = await register();
    expect(user).toMatchObject({ email, role: 'COACH', emailVerified: false });

    expect(mail.subject).toBe('Pusula e-posta adresinizi doğrulayın');
    expect(toOf(mail)).toBe(email);
    expect(mail.from?.value).toEqual([{ name: 'Pusula', address: 'bildirim@pusula.dev' }]);
    expect(mail.text).toMatch(/^Merhaba Derin,/);
    expect(mail.text).toContain('7 gün');
    expect(mail.text).toContain('yalnızca bir kez');
    expect(mail.html).toContain('lang="tr"');
    expect(mail.html).toContain('E-posta adresimi doğrula');
    expect(mail.html).toContain(`/auth/e-posta-dogrula?token=${token}`);
    // Only the token's SHA-256 is kept; neither the log nor the outbox holds the token once sent.
    const rows = await server.deps.storage.db.selectFrom('email_verification_tokens').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    const created = rows.find((r) => r.token_hash === sha256(token))!;
    expect(new Date(created.expires_at).getTime() - new Date(created.created_at).getTime()).toBe(7 * DAY);
    const log = JSON.stringify((await readAllCommitted(server.deps.storage.store, null)).map((e) => e.data));
    expect(log).not.toContain(token);
    expect(await server.deps.storage.db.selectFrom('mail_secrets').selectAll().execute()).toEqual([]);

    // Signing in does not wait for the verification.
    expect(await loginAs(server.url, email, 'doğrulama için uzun şifre')).toMatch(/^[\w-]{43}$/);
    expect(await me(session)).toMatchObject({ emailVerified: false });

    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { verified: true, email } });
    expect(await me(session)).toMatchObject({ emailVerified: true });
    const verified = (await eventsOfType('EmailAddressVerified')).filter((e) => e.data.email === email);
    expect(verified).toHaveLength(1);

    const second = await verify(token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Bu doğrulama bağlantısı daha önce kullanılmış');
    const unknown = await verify('x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Bu doğrulama bağlantısı geçersiz');
    expect((await eventsOfType('EmailAddressVerified')).filter((e) => e.data.email === email)).toHaveLength(
      1,
    );

    // Verified: „Tekrar gönder" has nothing to send.
    const resend = await api(server.url, 'POST', '/api/auth/verify-email/resend', { token: session });
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe('E-posta adresiniz zaten doğrulanmış');
  });

  it('lets exactly one of two parallel uses of a link win', async () => {
    const { token, email } = await register('Paralel');
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await eventsOfType('EmailAddressVerified')).filter((e) => e.data.email === email)).toHaveLength(
      1,
    );
  });

  it('refuses a link after its 7 days, in Turkish', async () => {
    const { token, session } = await register('Geciken');
    offset = 7 * DAY + 1;
    const late = await verify(token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bu doğrulama bağlantısının süresi dolmuş');
    offset = 0;
    expect(await me(session)).toMatchObject({ emailVerified: false });
  });

  it('sends a new link on „Tekrar gönder", a few times an hour per account; the newest link verifies', async () => {
    const { session, email, token: firstToken } = await register('Tekrar');
    let newest = firstToken;
    for (let i = 0; i < 3; i++) {
      const before = smtp.received.length;
      const res = await api(server.url, 'POST', '/api/auth/verify-email/resend', { token: session });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({ sent: true, message: expect.stringContaining(email) });
      await server.deps.mail.settled();
      const mail = (await smtp.waitFor(before + 1))[before]!;
      expect(toOf(mail)).toBe(email);
      newest = LINK.exec(mail.text ?? '')![1]!;
      expect(newest).not.toBe(firstToken);
    }
    const limited = await api(server.url, 'POST', '/api/auth/verify-email/resend', { token: session });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.message).toMatch(/^Çok fazla doğrulama e-postası istendi/);
    expect((await verify(newest)).status).toBe(200);
    // The older links of the account have nothing left to do.
    expect((await verify(firstToken)).body.message).toBe('Bu doğrulama bağlantısı daha önce kullanılmış');
    expect(await api(server.url, 'POST', '/api/auth/verify-email/resend')).toMatchObject({ status: 401 });
  });

  it('counts accounts the admin or the demo seed made as verified, and mails them no link', async () => {
    const before = smtp.received.length;
    const admin = await loginAs(server.url, 'admin@pusula.dev');
    expect(await me(admin)).toMatchObject({ emailVerified: true });
    expect(await me(await loginAs(server.url, 'koc@pusula.dev'))).toMatchObject({ emailVerified: true });
    const created = await api(server.url, 'POST', '/api/admin/accounts', {
      token: admin,
      body: {
        role: 'PARENT',
        email: `yonetici-acti-${storage}@ornek.com`,
        firstName: 'Yönetici',
        lastName: 'Açtı',
        password: 'yöneticinin verdiği şifre',
      },
    });
    expect(created.status).toBe(201);
    const row = await server.deps.storage.db
      .selectFrom('accounts')
      .select('email_verified')
      .where('email', '=', `yonetici-acti-${storage}@ornek.com`)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    await server.deps.mail.settled();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received.length).toBe(before);
  });
});
