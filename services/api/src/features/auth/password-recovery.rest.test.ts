import { randomUUID } from 'node:crypto';
import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';

const LINK = /http:\/\/localhost:\d+\/auth\/sifre-sifirla\?token=([A-Za-z0-9_-]{43})/;

/**
 * Recovery over REST on the embedded mailbox (no SMTP_URL): "Şifremi unuttum", the admin's reset link, the
 * mailbox the admin reads, and the temporary password an admin gives, which must be changed first.
 */
describe.each(TEST_STORAGE_KINDS)('password recovery over REST on %s', (storage) => {
  let server: RunningServer;
  let url: string;
  let admin: string;
  const printed: string[] = [];

  async function mailbox() {
    await server.deps.mail.settled();
    const res = await api(url, 'GET', '/api/admin/mailbox?limit=100', { token: admin });
    expect(res.status).toBe(200);
    return res.body.data as {
      transport: string;
      total: number;
      messages: { id: string; to: string; subject: string; receivedAt: string }[];
    };
  }
  async function newestMailTo(email: string) {
    const box = await mailbox();
    const item = box.messages.find((m) => m.to === email);
    if (!item) throw new Error(`no mail to ${email}`);
    const res = await api(url, 'GET', `/api/admin/mailbox/${item.id}`, { token: admin });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; subject: string; text: string; html: string; to: string };
  }

  beforeAll(async () => {
    const log = console.log;
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (line.startsWith('[e-posta]')) printed.push(line);
      else log(...args);
    });
    server = await startTestServer({ storage, config: { seedDemo: true } });
    url = server.url;
    admin = await loginAs(url, 'admin@pusula.dev');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
  });

  it('answers "Şifremi unuttum" alike for every address; the mail lands in the mailbox and on the console', async () => {
    const known = await api(url, 'POST', '/api/auth/forgot-password', { body: { email: 'koc2@pusula.dev' } });
    const unknown = await api(url, 'POST', '/api/auth/forgot-password', {
      body: { email: 'yok@pusula.dev' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.data.message).toMatch(/^Bu adrese kayıtlı bir hesap varsa/);
    const bad = await api(url, 'POST', '/api/auth/forgot-password', { body: { email: 'adres değil' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/e-posta/i);

    const box = await mailbox();
    expect(box.transport).toBe('embedded');
    expect(box.messages.map((m) => m.to)).toEqual(['koc2@pusula.dev']);
    const mail = await newestMailTo('koc2@pusula.dev');
    expect(mail.subject).toBe('Pusula şifre sıfırlama bağlantınız');
    expect(mail.text).toMatch(/^Merhaba Zeynep,/);
    const token = LINK.exec(mail.text)![1]!;
    expect(mail.html).toContain(`/auth/sifre-sifirla?token=${token}`);
    expect(printed.join('\n')).toContain(`/auth/sifre-sifirla?token=${token}`);

    const status = await api(url, 'POST', '/api/auth/reset-password/status', { body: { token } });
    expect(status.body).toEqual({ data: { status: 'VALID', message: null } });
    const done = await api(url, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Zeynep için yeni şifre' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ changed: true, role: 'COACH' });
    const again = await api(url, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Bir kez daha deniyorum' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Bu şifre sıfırlama bağlantısı daha önce kullanılmış');
    expect((await newestMailTo('koc2@pusula.dev')).subject).toBe('Pusula şifreniz değiştirildi');
  });

  it('sends the link for a reset request from /hesapislemleri too, and keeps it in the admin inbox', async () => {
    const filed = await api(url, 'POST', '/api/public/account-requests', {
      body: { kind: 'PASSWORD_RESET', email: 'koc@pusula.dev' },
    });
    expect(filed.status).toBe(201);
    const mail = await newestMailTo('koc@pusula.dev');
    expect(mail.subject).toBe('Pusula şifre sıfırlama bağlantınız');
    expect(LINK.test(mail.text)).toBe(true);
    // The admin's inbox is another reader's view: it shows the request once its read model has it.
    await expect
      .poll(async () => {
        const inbox = await api(url, 'GET', '/api/admin/requests?kind=PASSWORD_RESET', { token: admin });
        return inbox.body.data.requests.map((r: { email: string }) => r.email);
      })
      .toContain('koc@pusula.dev');
  });

  it('refuses a common password on the reset page without using the link up', async () => {
    await api(url, 'POST', '/api/auth/forgot-password', { body: { email: 'koc4@pusula.dev' } });
    const token = LINK.exec((await newestMailTo('koc4@pusula.dev')).text)![1]!;
    const weak = await api(url, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/çok yaygın/);
    const ok = await api(url, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Selin için güçlü şifre' },
    });
    expect(ok.status).toBe(200);
  });

  it('lets the admin send any active account a reset link, never showing it', async () => {
    const accounts = await api(url, 'GET', '/api/admin/accounts?search=veli', { token: admin });
    const parent = accounts.body.data.accounts.find((a: { email: string }) => a.email === 'veli@pusula.dev');
    const sent = await api(url, 'POST', `/api/admin/accounts/${parent.id}/password-reset`, { token: admin });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, data: { sent: true, email: 'veli@pusula.dev' } });
    const mail = await newestMailTo('veli@pusula.dev');
    expect(mail.text).toContain('Pusula yöneticisi hesabınız için bir şifre sıfırlama bağlantısı gönderdi');
    expect(LINK.test(mail.text)).toBe(true);

    const coach3 = (await api(url, 'GET', '/api/admin/accounts?search=emre', { token: admin })).body.data
      .accounts[0];
    await api(url, 'POST', `/api/admin/accounts/${coach3.id}/deactivate`, { token: admin });
    const refused = await api(url, 'POST', `/api/admin/accounts/${coach3.id}/password-reset`, {
      token: admin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/devre dışı/);
    await api(url, 'POST', `/api/admin/accounts/${coach3.id}/reactivate`, { token: admin });
  });

  it('makes an account with a temporary password change it before anything else', async () => {
    const created = await api(url, 'POST', '/api/admin/accounts', {
      token: admin,
      body: {
        role: 'PARENT',
        email: 'gecici@ornek.com',
        firstName: 'Geçici',
        lastName: 'Veli',
        password: 'yönetici verdi 2025',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.mustChangePassword).toBe(true);

    const login = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'gecici@ornek.com', password: 'yönetici verdi 2025' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.mustChangePassword).toBe(true);
    const token = login.body.data.token;

    const elsewhere = await api(url, 'GET', '/api/parent/students', { token });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('Devam etmeden önce geçici şifrenizi değiştirmeniz gerekiyor');
    const me = await api(url, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.mustChangePassword).toBe(true);

    const changed = await api(url, 'POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'yönetici verdi 2025', newPassword: 'kendi seçtiğim şifre' },
    });
    expect(changed.status).toBe(200);
    expect((await api(url, 'GET', '/api/auth/me', { token })).status).toBe(401);

    const after = await api(url, 'POST', '/api/auth/login', {
      body: { email: 'gecici@ornek.com', password: 'kendi seçtiğim şifre' },
    });
    expect(after.body.data.mustChangePassword).toBeUndefined();
    expect((await api(url, 'GET', '/api/parent/students', { token: after.body.data.token })).status).toBe(
      200,
    );
    expect((await newestMailTo('gecici@ornek.com')).subject).toBe('Pusula şifreniz değiştirildi');
  });

  it('answers a reset whose answer was lost, sent again with its command id, as the first time, once', async () => {
    const email = 'danisman2@pusula.dev';
    await api(url, 'POST', '/api/auth/forgot-password', { body: { email } });
    const token = LINK.exec((await newestMailTo(email)).text)![1]!;
    const commandId = randomUUID();
    const reset = (newPassword: string, id: string | undefined = commandId) =>
      api(url, 'POST', '/api/auth/reset-password', { body: { token, newPassword, commandId: id } });
    const before = await server.deps.storage.store.committedHead();

    const first = await reset('Danışman için yeni şifre');
    expect(first.status).toBe(200);
    const retried = await reset('Danışman için yeni şifre');
    expect({ status: retried.status, body: retried.body }).toEqual({ status: 200, body: first.body });
    // The link is used: the same id with another password, or another id, is refused as before.
    for (const other of [reset('Başka bir yeni şifre'), reset('Danışman için yeni şifre', randomUUID())]) {
      const refused = await other;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Bu şifre sıfırlama bağlantısı daha önce kullanılmış');
    }

    const since = await readAllCommitted(server.deps.storage.store, before);
    const changes = since.filter((e) => e.type === 'PasswordChanged');
    expect(changes).toHaveLength(1);
    const box = await mailbox();
    expect(
      box.messages.filter((m) => m.to === email && m.subject === 'Pusula şifreniz değiştirildi'),
    ).toHaveLength(1);
    const login = await api(url, 'POST', '/api/auth/login', {
      body: { email, password: 'Danışman için yeni şifre' },
    });
    expect(login.status).toBe(200);
  });
});
