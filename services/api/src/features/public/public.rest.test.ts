import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';

describe('public site endpoints', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: {
        seedDemo: true,
        publicFormLimitPerHour: 10,
        supportEmail: 'yardim@ornek.com',
        supportPhone: '+90 212 000 00 00',
      },
    });
  });
  afterAll(() => server.close());

  const contact = {
    name: 'Hacer Uçar',
    email: 'Hacer@Ornek.com',
    phone: '',
    subject: 'Demo talebi',
    message: 'Kurumumuzda 12 koç çalışıyor, bir demo görüşmesi rica ediyoruz.',
    kvkkConsent: true,
  };

  it('answers the configuration the pages show', async () => {
    const res = await api(server.url, 'GET', '/api/public/config');
    expect(res.body).toEqual({
      data: { supportEmail: 'yardim@ornek.com', supportPhone: '+90 212 000 00 00', analyticsId: null },
    });
  });

  it('records a contact message with its consent and shows it in the admin inbox', async () => {
    const res = await api(server.url, 'POST', '/api/public/contact', { body: contact });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const admin = await loginAs(server.url, 'admin@pusula.dev');
    await server.deps.runner.catchUp();
    const inbox = await api(server.url, 'GET', '/api/admin/requests?kind=CONTACT', { token: admin });
    expect(inbox.body.data.requests[0]).toMatchObject({
      kind: 'CONTACT',
      name: 'Hacer Uçar',
      email: 'hacer@ornek.com',
      subject: 'Demo talebi',
    });
    const [event] = (
      await server.deps.storage.sql.query<{ data: { consent: { textVersion: string } } }>(
        "SELECT data FROM events WHERE type = 'ContactRequested'",
      )
    ).rows;
    expect(event!.data.consent.textVersion).toBeTruthy();
  });

  it('refuses a form without consent or with a short message, field by field, writing nothing', async () => {
    const before = await server.deps.storage.store.committedHead();
    const res = await api(server.url, 'POST', '/api/public/contact', {
      body: { ...contact, kvkkConsent: false, message: 'kısa' },
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toMatchObject({
      kvkkConsent: expect.stringMatching(/KVKK/),
      message: expect.stringMatching(/en az 10/),
    });
    expect(await server.deps.storage.store.committedHead()).toBe(before);
  });

  it('takes password-reset and deletion requests the same way for known and unknown emails', async () => {
    const known = await api(server.url, 'POST', '/api/public/account-requests', {
      body: { kind: 'PASSWORD_RESET', email: 'koc@pusula.dev' },
    });
    const unknown = await api(server.url, 'POST', '/api/public/account-requests', {
      body: { kind: 'PASSWORD_RESET', email: 'kimse@ornek.com' },
    });
    expect(known.status).toBe(201);
    expect(unknown.body).toEqual(known.body);
    const deletion = await api(server.url, 'POST', '/api/public/account-requests', {
      body: { kind: 'ACCOUNT_DELETION', email: 'veli@pusula.dev', reason: 'Çocuğum mezun oldu.' },
    });
    expect(deletion.status).toBe(201);
    expect(
      (
        await api(server.url, 'POST', '/api/public/account-requests', {
          body: { kind: 'SIL', email: 'a@b.co' },
        })
      ).status,
    ).toBe(400);
  });

  it('slows down a flood of forms from one address with 429', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++)
      last = (await api(server.url, 'POST', '/api/public/contact', { body: contact })).status;
    expect(last).toBe(429);
  });
});
