// biome-ignore-all lint/suspicious/noExplicitAny: test responses are inspected freely.
import { randomUUID } from 'node:crypto';
import { uuidV5 } from '@pusula/eventstore';
import { readAllCommitted } from '@pusula/eventstore/testing';
import { openTestStorage, TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_ID_REUSED } from '../../commands/command-claims';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-data';
import { seedCommandIds } from '../../seed/seed-command-ids';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api } from '../../testing-http';
import { REGISTRATION_REFUSED_MESSAGE } from './auth-service';

const registration = (email: string, password: string, commandId?: string) => ({
  type: 'COACH',
  packageId: 'koc-baslangic',
  firstName: 'Yeni',
  lastName: 'Koç',
  email,
  phone: '+90 555 123 45 67',
  password,
  kvkkConsent: true,
  ...(commandId ? { commandId } : {}),
});

/**
 * Registration must never open a session for an account the request did not create with a password it
 * knows: replaying the command id that created an account (the demo seed's, or any other) is a duplicate
 * email, not a sign-in.
 */
describe.each(TEST_STORAGE_KINDS)('registration replays (%s)', (storage) => {
  let server: RunningServer;
  const register = (body: unknown) => api(server.url, 'POST', '/api/auth/register', { body });
  beforeAll(async () => {
    server = await startTestServer({ storage, config: { seedDemo: true } });
  });
  afterAll(() => server.close());

  it('gives no session for a demo account, with the seed ids of the public source or any other id', async () => {
    const before = await server.deps.storage.store.committedHead();
    for (const account of DEMO_ACCOUNTS) {
      // The ids the seed used before they were made per installation: computable from the source.
      const publicSeedId = uuidV5(`pusula-demo-seed:account:${account.email}`);
      for (const commandId of [publicSeedId, randomUUID()]) {
        for (const password of [DEMO_PASSWORD, 'tahmin edilen parola']) {
          const res = await register(registration(account.email, password, commandId));
          expect({ email: account.email, status: res.status, message: res.body.message }).toEqual({
            email: account.email,
            status: 409,
            message: REGISTRATION_REFUSED_MESSAGE,
          });
          expect(res.body.data).toBeUndefined();
        }
      }
    }
    // The server's own timers may append meanwhile (reminders); nothing of an account may.
    const since = await readAllCommitted(server.deps.storage.store, before);
    expect(since.filter((e) => e.type === 'EmailReserved' || e.type === 'AccountRegistered')).toEqual([]);
  });

  it('answers a genuine retry as the first time only with the password, and never after it changed', async () => {
    const commandId = randomUUID();
    const email = `tekrar.${storage}@ornek.com`;
    const first = await register(registration(email, 'ilk kayıt parolası', commandId));
    expect(first.status).toBe(201);
    const accountId = first.body.data.user.id;

    // The same request without the password: the duplicate-email answer, no session.
    const guessed = await register(registration(email, 'yanlış tahmin parola', commandId));
    expect(guessed.status).toBe(409);
    expect(guessed.body.message).toBe(REGISTRATION_REFUSED_MESSAGE);
    expect(guessed.body.data).toBeUndefined();

    // The caller's own retry (the answer was lost): the same account, signed in.
    const retried = await register(registration(email, 'ilk kayıt parolası', commandId));
    expect(retried.status).toBe(201);
    expect(retried.body.data.user.id).toBe(accountId);

    const changed = await api(server.url, 'POST', '/api/auth/change-password', {
      token: retried.body.data.token,
      body: { currentPassword: 'ilk kayıt parolası', newPassword: 'değiştirilmiş yeni parola' },
    });
    expect(changed.status).toBe(200);
    const replayed = await register(registration(email, 'ilk kayıt parolası', commandId));
    expect(replayed.status).toBe(409);
    expect(replayed.body.data).toBeUndefined();
  });

  it('refuses the id of one registration for another email with 409, writing nothing', async () => {
    const commandId = randomUUID();
    expect(
      (await register(registration(`bir.${storage}@ornek.com`, 'birinci hesap parolası', commandId))).status,
    ).toBe(201);
    // The registration's verification mail is delivered (and recorded) after the answer.
    await server.deps.mail.settled();
    const before = await server.deps.storage.store.committedHead();
    const other = await register(
      registration(`iki.${storage}@ornek.com`, 'ikinci hesap parolası', commandId),
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(COMMAND_ID_REUSED);
    expect(await server.deps.storage.store.committedHead()).toBe(before);
    const accounts = await server.deps.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', `iki.${storage}@ornek.com`)
      .execute();
    expect(accounts).toEqual([]);
  });
});

describe.each(TEST_STORAGE_KINDS)('registration limits and seed ids (%s)', (storage) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ storage, config: { registrationLimitPerHour: 3 } });
  });
  afterAll(() => server.close());

  it('counts every attempt per address, so a taken email is no free oracle', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api(server.url, 'POST', '/api/auth/register', {
        body: registration(`sinir.${i}@ornek.com`, 'yeterince uzun parola'),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.body.message).toMatch(/çok fazla kayıt denemesi/);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('derives the demo seed ids from a salt made once per installation', async () => {
    const other = await openTestStorage(storage);
    try {
      const here = await seedCommandIds(server.deps.storage.db);
      const hereAgain = await seedCommandIds(server.deps.storage.db);
      const there = await seedCommandIds(other.db);
      expect(hereAgain('accounts:x')).toBe(here('accounts:x'));
      expect(there('accounts:x')).not.toBe(here('accounts:x'));
      expect(here('accounts:account:admin@pusula.dev')).not.toBe(
        uuidV5('pusula-demo-seed:account:admin@pusula.dev'),
      );
    } finally {
      await other.close();
    }
  });
});
