// biome-ignore-all lint/suspicious/noExplicitAny: test responses are inspected freely.
import { randomUUID } from 'node:crypto';
import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_ID_REUSED } from '../../commands/command-claims';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';

/**
 * The public forms' command ids. An anonymous caller is the request's content: the same id and payload is
 * the visitor's retry (the web app sends it again after a lost answer) and is stored once; the same id
 * with anything else, from anyone (another visitor, a signed-in account), is refused without a write.
 */
describe.each(TEST_STORAGE_KINDS)('public forms with command ids (%s)', (storage) => {
  let server: RunningServer;
  const post = (path: string, body: unknown, token: string | null = null) =>
    api(server.url, 'POST', path, { body, token });
  const head = () => server.deps.storage.store.committedHead();
  const writtenSince = async (position: string | null) =>
    (await readAllCommitted(server.deps.storage.store, position)).filter(
      (e) => e.type === 'ContactRequested' || e.type === 'AccountRequestSubmitted',
    );

  beforeAll(async () => {
    server = await startTestServer({ storage, config: { seedDemo: true, publicFormLimitPerHour: 100 } });
  });
  afterAll(() => server.close());

  const contact = (message: string) => ({
    name: 'Hacer Uçar',
    email: 'hacer@ornek.com',
    phone: '',
    subject: 'Demo talebi',
    message,
    kvkkConsent: true,
  });

  it('stores a contact message sent again with its id once, answering both alike', async () => {
    const commandId = randomUUID();
    const before = await head();
    const body = { ...contact('Kurumumuz için bir demo görüşmesi rica ediyoruz.'), commandId };
    const first = await post('/api/public/contact', body);
    expect(first.status).toBe(201);
    // The answer was lost: the page sends the same payload with the same id, keys in another order.
    const retried = await post('/api/public/contact', Object.fromEntries(Object.entries(body).reverse()));
    expect({ status: retried.status, body: retried.body }).toEqual({
      status: first.status,
      body: first.body,
    });
    const written = await writtenSince(before);
    expect(written.map((e) => e.type)).toEqual(['ContactRequested']);
  });

  it('refuses the id with another payload, from another visitor or a signed-in account, writing nothing', async () => {
    const commandId = randomUUID();
    const sent = await post('/api/public/contact', {
      ...contact('İlk ziyaretçinin gizli mesajı, yalnız bir kez.'),
      commandId,
    });
    expect(sent.status).toBe(201);
    const before = await head();
    const coach = await loginAs(server.url, 'koc@pusula.dev');
    const reuses = [
      post('/api/public/contact', { ...contact('Başka bir ziyaretçinin mesajı burada.'), commandId }),
      post(
        '/api/public/contact',
        { ...contact('İlk ziyaretçinin gizli mesajı, yalnız bir kez.'), commandId },
        coach,
      ),
      post('/api/public/account-requests', { kind: 'ACCOUNT_DELETION', email: 'hacer@ornek.com', commandId }),
    ];
    for (const reused of await Promise.all(reuses)) {
      expect({ status: reused.status, message: reused.body.message }).toEqual({
        status: 409,
        message: COMMAND_ID_REUSED,
      });
      expect(JSON.stringify(reused.body)).not.toContain('gizli');
    }
    expect(await writtenSince(before)).toEqual([]);
  });

  it('stores an account request sent again with its id once', async () => {
    const commandId = randomUUID();
    const before = await head();
    const body = {
      kind: 'ACCOUNT_DELETION',
      email: 'silinsin@ornek.com',
      reason: 'Artık kullanmıyorum.',
      commandId,
    };
    const answers = [
      await post('/api/public/account-requests', body),
      await post('/api/public/account-requests', body),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect((await writtenSince(before)).map((e) => e.type)).toEqual(['AccountRequestSubmitted']);
  });
});
