import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../auth/sessions';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { loginAs } from '../../testing-http';
import { createCaller } from '../../trpc/router';
import { loadMailConfig } from '../mail/mail-config';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing-smtp';

const LINK = /http:\/\/127\.0\.0\.1:3399\/davet\/([A-Za-z0-9_-]{43})/;

describe.each(TEST_STORAGE_KINDS)('invitation mail through a real SMTP server on %s', (storage) => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  const caller = (token: string | null) =>
    createCaller({ deps: server.deps, token, requestId: 'test', clientIp: '10.0.0.2' });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({
      storage,
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

  it('mails the invitation in Turkish (text and HTML, who invites, the expiry); the link works once and never reaches the log', async () => {
    const advisor = caller(await loginAs(server.url, 'danisman@pusula.dev'));
    const { invitation } = await advisor.invitations.inviteCoach({
      email: 'smtp.koc@ornek.com',
      studentLimit: 8,
    });
    await server.deps.mail.settled();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe("Pusula'ya davet edildiniz");
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('smtp.koc@ornek.com');
    expect(mail!.text).toMatch(/^Merhaba,/);
    expect(mail!.text).toContain('Ayşe Yılmaz sizi');
    expect(mail!.text).toContain('koç olarak');
    expect(mail!.text).toContain('7 gün');
    expect(mail!.text).toMatch(/\d{1,2} [A-ZÇĞİÖŞÜ][a-zçğıöşü]+ 20\d\d \d\d:\d\d/);
    expect(mail!.html).toContain('Daveti görüntüle');
    expect(mail!.html).toContain('lang="tr"');
    const token = LINK.exec(mail!.text ?? '')![1]!;
    expect(mail!.html).toContain(`/davet/${token}`);

    // Only hashes stay: the link left mail_secrets once delivered, and no event carries it.
    const secrets = await server.deps.storage.db.selectFrom('mail_secrets').selectAll().execute();
    expect(secrets.some((s) => s.link.includes(token))).toBe(false);
    const row = await server.deps.storage.db
      .selectFrom('invitation_tokens')
      .selectAll()
      .where('invitation_id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.link_hash).toBe(sha256(token));
    const log = JSON.stringify(
      (await readAllCommitted(server.deps.storage.store, null)).map((e) => [e.data, e.metadata]),
    );
    expect(log).not.toContain(token);

    const preview = await caller(null).invitations.preview({ token });
    expect(preview).toMatchObject({ role: 'COACH', status: 'SENT', inviterName: 'Ayşe Yılmaz' });
    const answer = await caller(null).invitations.accept({
      token,
      firstName: 'Posta',
      lastName: 'Koçu',
      password: 'posta ile gelen şifre',
      kvkkConsent: true,
    });
    expect(answer.user).toMatchObject({ role: 'COACH', email: 'smtp.koc@ornek.com' });
    expect(answer.coach).toMatchObject({ studentLimit: 8, advisorId: expect.any(String) });
    const again = await caller(null)
      .invitations.accept({
        token,
        firstName: 'İkinci',
        lastName: 'Deneme',
        password: 'posta ile gelen şifre',
        kvkkConsent: true,
      })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(TRPCError);
    expect((again as TRPCError).code).toBe('CONFLICT');
    expect(smtp.received).toHaveLength(1);
  });
});
