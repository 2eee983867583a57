import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../features/accounts/account-service';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import {
  createSession,
  findSession,
  revokeAllSessions,
  revokeSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sha256,
} from './sessions';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const DAY = 24 * 60 * 60 * 1000;

describe.each(STORAGES)('session tokens and expiry on %s', (storage) => {
  let server: RunningServer;
  let account: { id: string; role: string };
  const t0 = new Date('2026-11-24T09:00:00.000Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const db = () => server.deps.storage.db;
  const rowsOf = (accountId: string) =>
    db().selectFrom('sessions').selectAll().where('account_id', '=', accountId).execute();

  beforeAll(async () => {
    server = await startTestServer({ storage });
    const { accountId } = await registerAccount(
      server.deps,
      {
        role: 'PARENT',
        email: `oturum-${storage}@ornek.com`,
        firstName: 'Oturum',
        lastName: 'Deneme',
        password: 'oturum testi parolası',
        createdBy: 'test',
      },
      crypto.randomUUID(),
    );
    account = { id: accountId, role: 'PARENT' };
  });
  afterAll(() => server.close());

  it('hands out a 256-bit token and stores only its SHA-256', async () => {
    const token = await createSession(db(), account, t0, 'vitest');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const other = await createSession(db(), account, t0, 'vitest');
    expect(other).not.toBe(token);
    const rows = await rowsOf(account.id);
    const stored = rows.map((r) => r.token_hash);
    expect(stored).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await findSession(db(), token, t0)).toMatchObject({ userId: account.id, role: 'PARENT' });
    await revokeAllSessions(db(), account.id);
  });

  it('ends a session after a week without use', async () => {
    const token = await createSession(db(), account, t0, null);
    // Used six days later: alive, and the use counts (the idle clock starts again).
    expect(await findSession(db(), token, at(6 * DAY))).not.toBeNull();
    expect(await findSession(db(), token, at(6 * DAY + SESSION_IDLE_MS - 60_000))).not.toBeNull();
    // Then a full idle week: gone, and its row with it.
    const idleUntil = 6 * DAY + SESSION_IDLE_MS - 60_000 + SESSION_IDLE_MS;
    expect(await findSession(db(), token, at(idleUntil))).toBeNull();
    expect(await findSession(db(), token, at(6 * DAY))).toBeNull();
    expect((await rowsOf(account.id)).map((r) => r.token_hash)).not.toContain(sha256(token));
  });

  it('ends a session 30 days after sign-in however often it is used', async () => {
    const token = await createSession(db(), account, t0, null);
    for (let day = 5; day < 30; day += 5)
      expect(await findSession(db(), token, at(day * DAY))).not.toBeNull();
    expect(await findSession(db(), token, at(SESSION_ABSOLUTE_MS - 60_000))).not.toBeNull();
    expect(await findSession(db(), token, at(SESSION_ABSOLUTE_MS))).toBeNull();
  });

  it('revokes one session at logout and every session of the account at once', async () => {
    const a = await createSession(db(), account, t0, null);
    const b = await createSession(db(), account, t0, null);
    await revokeSession(db(), a);
    expect(await findSession(db(), a, t0)).toBeNull();
    expect(await findSession(db(), b, t0)).not.toBeNull();
    const c = await createSession(db(), account, t0, null);
    await revokeAllSessions(db(), account.id);
    expect(await findSession(db(), b, t0)).toBeNull();
    expect(await findSession(db(), c, t0)).toBeNull();
  });

  it('refuses tokens of the wrong length without asking the database', async () => {
    expect(await findSession(db(), 'kısa', t0)).toBeNull();
    expect(await findSession(db(), 'x'.repeat(500), t0)).toBeNull();
  });
});
