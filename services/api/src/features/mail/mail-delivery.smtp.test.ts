import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../auth/sessions';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { loginAs } from '../../testing-http';
import { createCaller } from '../../trpc/router';
import { loadMailConfig } from './mail-config';
import { causeOf, queueMail } from './mail-service';
import { smtpTransport } from './mail-transport';
import { startMailWorker } from './mail-worker';
import { startTestSmtpServer, type TestSmtpServer } from './testing-smtp';

const LINK = /http:\/\/127\.0\.0\.1:\d+\/auth\/sifre-sifirla\?token=([A-Za-z0-9_-]{43})/;

describe.each(TEST_STORAGE_KINDS)('e-mail through a real SMTP server on %s', (storage) => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  /** The app's clock runs with real time, shifted by the tests of expiry. */
  let offset = 0;
  const anonymous = () =>
    createCaller({ deps: server.deps, token: null, requestId: 'test', clientIp: '10.0.0.1' });
  const eventsOfType = async (type: string) =>
    (await readAllCommitted(server.deps.storage.store, null)).filter((e) => e.type === type);

  /** Asks for a link for `email` and returns the mail that brought it and its token. */
  async function resetMailFor(email: string) {
    const before = smtp.received.length;
    await anonymous().auth.requestPasswordReset({ email });
    await server.deps.mail.settled();
    const mails = await smtp.waitFor(before + 1);
    const mail = mails[before]!;
    const token = LINK.exec(mail.text ?? '')?.[1];
    if (!token) throw new Error(`no link in ${mail.text}`);
    return { mail, token };
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({
      storage,
      now: () => new Date(Date.now() + offset),
      config: {
        seedDemo: true,
        publicUrl: 'http://127.0.0.1:3399',
        mail: { ...loadMailConfig({}), smtpUrl: smtp.url, retryBaseMs: 40, pollMs: 60_000, maxAttempts: 4 },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    offset = 0;
  });
  // Every test leaves nothing in flight: the next one counts only its own mail.
  afterEach(async () => {
    await server.deps.mail.settled();
  });

  it('sends the reset link in Turkish, as text and HTML; the link works once and ends every session', async () => {
    const oldSession = await loginAs(server.url, 'koc@pusula.dev');
    const answer = await anonymous().auth.requestPasswordReset({ email: 'KOC@pusula.dev ' });
    expect(answer).toEqual({
      accepted: true,
      message: expect.stringMatching(/^Bu adrese kayıtlı bir hesap varsa/),
    });
    await server.deps.mail.settled();
    const [mail] = await smtp.waitFor(1);

    expect(mail!.subject).toBe('Pusula şifre sıfırlama bağlantınız');
    expect(mail!.from?.value).toEqual([{ name: 'Pusula', address: 'bildirim@pusula.dev' }]);
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('koc@pusula.dev');
    expect(mail!.text).toMatch(/^Merhaba Mehmet,/);
    expect(mail!.text).toContain('1 saat');
    expect(mail!.text).toMatch(/\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ 20\d\d \d\d:\d\d/);
    expect(mail!.html).toContain('Yeni şifremi belirle');
    expect(mail!.html).toContain('lang="tr"');
    const token = LINK.exec(mail!.text ?? '')![1]!;
    expect(mail!.html).toContain(`/auth/sifre-sifirla?token=${token}`);
    // Only the token's SHA-256 is kept; neither the log nor the outbox holds the token once sent.
    const rows = await server.deps.storage.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    const log = JSON.stringify((await readAllCommitted(server.deps.storage.store, null)).map((e) => e.data));
    expect(log).not.toContain(token);
    expect(await server.deps.storage.db.selectFrom('mail_secrets').selectAll().execute()).toEqual([]);

    expect(await anonymous().auth.resetTokenStatus({ token })).toEqual({ status: 'VALID', message: null });
    await expect(anonymous().auth.resetPassword({ token, newPassword: 'kisa' })).rejects.toThrow(
      /en az 8 karakter/,
    );
    // A refused password does not use the link up.
    const done = await anonymous().auth.resetPassword({ token, newPassword: 'Yepyeni bir şifre 42' });
    expect(done).toEqual({ changed: true, role: 'COACH' });

    await expect(
      createCaller({ deps: server.deps, token: oldSession, requestId: 'test' }).auth.me(),
    ).rejects.toThrow(/Oturum/);
    await expect(loginAs(server.url, 'koc@pusula.dev')).rejects.toThrow(/401/);
    expect(await loginAs(server.url, 'koc@pusula.dev', 'Yepyeni bir şifre 42')).toMatch(/^[\w-]{43}$/);

    await expect(
      anonymous().auth.resetPassword({ token, newPassword: 'Başka bir şifre 43' }),
    ).rejects.toThrow('Bu şifre sıfırlama bağlantısı daha önce kullanılmış');
    expect(await anonymous().auth.resetTokenStatus({ token })).toMatchObject({ status: 'USED' });

    // The notice follows the change.
    await server.deps.mail.settled();
    const notice = (await smtp.waitFor(2))[1]!;
    expect(notice.subject).toBe('Pusula şifreniz değiştirildi');
    expect(notice.text).toMatch(/^Merhaba Mehmet,/);
    expect(notice.text).toContain('tüm cihazlardaki oturumlarınız kapatıldı');
    expect(notice.html).toContain('/auth/sifremi-unuttum');

    expect(await eventsOfType('PasswordResetRequested')).toHaveLength(1);
    expect(await eventsOfType('PasswordResetCompleted')).toHaveLength(1);
    // `EmailSent` is appended once the server has taken the mail: a moment after it arrived here.
    await expect.poll(async () => (await eventsOfType('EmailSent')).length).toBe(2);
    expect((await eventsOfType('EmailSent')).map((e) => e.data)).toEqual([
      expect.objectContaining({ transport: 'smtp', attempts: 1 }),
      expect.objectContaining({ transport: 'smtp', attempts: 1 }),
    ]);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = smtp.received.length;
    const known = await anonymous().auth.requestPasswordReset({ email: 'koc2@pusula.dev' });
    const unknown = await anonymous().auth.requestPasswordReset({ email: 'kimse-yok@pusula.dev' });
    expect(unknown).toEqual(known);
    await server.deps.mail.settled();
    await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received.slice(before).map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).toEqual([
      'koc2@pusula.dev',
    ]);
  });

  it('lets exactly one of two parallel uses of a link win', async () => {
    const completedBefore = (await eventsOfType('PasswordResetCompleted')).length;
    const { token } = await resetMailFor('koc3@pusula.dev');
    const outcomes = await Promise.allSettled([
      anonymous().auth.resetPassword({ token, newPassword: 'Birinci yeni şifre 1' }),
      anonymous().auth.resetPassword({ token, newPassword: 'İkinci yeni şifre 2' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason.message)).toBe('Bu şifre sıfırlama bağlantısı daha önce kullanılmış');
    expect(await eventsOfType('PasswordResetCompleted')).toHaveLength(completedBefore + 1);
  });

  it('refuses a link after its hour, in Turkish', async () => {
    const { token } = await resetMailFor('koc4@pusula.dev');
    offset = 60 * 60 * 1000 + 1;
    expect(await anonymous().auth.resetTokenStatus({ token })).toEqual({
      status: 'EXPIRED',
      message: 'Bu şifre sıfırlama bağlantısının süresi dolmuş',
    });
    await expect(
      anonymous().auth.resetPassword({ token, newPassword: 'Geç kalmış bir şifre 7' }),
    ).rejects.toThrow('Bu şifre sıfırlama bağlantısının süresi dolmuş');
    await expect(
      anonymous().auth.resetPassword({ token: 'x'.repeat(43), newPassword: 'Geç kalmış bir şifre 7' }),
    ).rejects.toThrow('Bu şifre sıfırlama bağlantısı geçersiz');
  });

  it('limits requests per e-mail, for unknown addresses the same', async () => {
    for (const email of ['danisman2@pusula.dev', 'hic-yok@pusula.dev']) {
      const caller = () =>
        createCaller({
          deps: server.deps,
          token: null,
          requestId: 'test',
          clientIp: `10.1.0.${email.length}`,
        });
      for (let i = 0; i < 3; i++) await caller().auth.requestPasswordReset({ email });
      await expect(caller().auth.requestPasswordReset({ email })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Çok fazla şifre sıfırlama isteği/),
      });
    }
    await server.deps.mail.settled();
  });

  it('tries again later after a temporary refusal, and delivers the mail once', async () => {
    const before = smtp.received.length;
    const attemptsBefore = smtp.attempts();
    smtp.refuseNext(2, 451);
    await anonymous().auth.requestPasswordReset({ email: 'veli@pusula.dev' });
    await server.deps.mail.settled();
    await smtp.waitFor(before + 1);
    expect(smtp.attempts() - attemptsBefore).toBe(3);
    expect(smtp.received.length).toBe(before + 1);
    await expect
      .poll(async () => (await eventsOfType('EmailSent')).at(-1)?.data)
      .toMatchObject({ attempts: 3, transport: 'smtp' });
    expect(smtp.received.at(-1)!.subject).toBe('Pusula şifre sıfırlama bağlantınız');
  });

  it('gives a mail up after its last attempt, and at once on a permanent refusal', async () => {
    const mailTo = (n: number) =>
      queueMail(server.deps, {
        cause: { streamId: 'test', eventId: crypto.randomUUID() },
        to: `alici${n}@ornek.com`,
        template: 'PASSWORD_CHANGED',
        params: { firstName: 'Deneme', changedAt: new Date().toISOString() },
        accountId: null,
      });
    const attemptsBefore = smtp.attempts();
    smtp.refuseNext(4, 451);
    const first = await mailTo(1);
    await server.deps.mail.settled();
    expect(smtp.attempts() - attemptsBefore).toBe(4);
    smtp.refuseNext(1, 550);
    const second = await mailTo(2);
    await server.deps.mail.settled();
    expect(smtp.attempts() - attemptsBefore).toBe(5);
    const failedOfBoth = (await eventsOfType('EmailFailed'))
      .map((e) => e.data)
      .filter((d) => [first, second].includes((d as { messageId: string }).messageId));
    expect(failedOfBoth).toEqual([
      expect.objectContaining({ messageId: first, attempts: 4 }),
      expect.objectContaining({ messageId: second, attempts: 1 }),
    ]);
    expect(JSON.stringify(failedOfBoth)).not.toContain('@ornek.com');
    const statuses = async () =>
      (
        await server.deps.storage.db
          .selectFrom('mail_outbox')
          .select(['message_id', 'status'])
          .where('message_id', 'in', [first, second])
          .execute()
      ).map((r) => r.status);
    await expect.poll(statuses).toEqual(['FAILED', 'FAILED']);
  });

  it('sends each mail once with a second worker racing the first, and a rebuild sends nothing again', async () => {
    const before = smtp.received.length;
    const ids: string[] = [];
    for (let n = 0; n < 12; n++)
      ids.push(
        await queueMail(server.deps, {
          cause: causeOf('test', crypto.randomUUID()),
          to: `yaris${n}@ornek.com`,
          template: 'PASSWORD_CHANGED',
          params: { firstName: 'Yarış', changedAt: new Date().toISOString() },
          accountId: null,
        }),
      );
    const second = startMailWorker(server.deps, smtpTransport(smtp.url), server.deps.config.mail);
    await Promise.all([second.drain(), server.deps.mail.settled()]);
    await second.stop();
    await smtp.waitFor(before + 12);
    await new Promise((r) => setTimeout(r, 200));
    const got = smtp.received.slice(before).map((m) => m.messageId);
    expect(got).toHaveLength(12);
    expect(new Set(got).size).toBe(12);
    expect(new Set(got)).toEqual(new Set(ids.map((id) => `<${id}@pusula.mail>`)));

    await server.deps.runner.rebuild(['mail-outbox']);
    await server.deps.mail.settled();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before + 12);
  });
});
