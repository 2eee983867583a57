import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import {
  createSession,
  findSession,
  revokeAllSessions,
  revokeSession,
  SESSION_IDLE_MS,
  sha256,
} from './sessions';

describe('session lookups', () => {
  let server: RunningServer;
  let accountId: string;
  const now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    const account = await server.deps.storage.db
      .selectFrom('accounts')
      .select(['id', 'role'])
      .where('email', '=', 'koc@pusula.dev')
      .executeTakeFirstOrThrow();
    accountId = account.id;
  });
  afterAll(() => server.close());

  const db = () => server.deps.storage.db;
  const newSession = () => createSession(db(), { id: accountId, role: 'COACH' }, now, null);
  const deleteRow = (token: string) =>
    db().deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();

  it('ends a session at once when this process revokes it, even right after a lookup', async () => {
    const token = await newSession();
    expect((await findSession(db(), token, now))?.userId).toBe(accountId);
    await revokeSession(db(), token);
    expect(await findSession(db(), token, now)).toBeNull();
  });

  it('ends every session of an account at once, even right after lookups', async () => {
    const [a, b] = [await newSession(), await newSession()];
    expect(await findSession(db(), a, now)).not.toBeNull();
    expect(await findSession(db(), b, now)).not.toBeNull();
    await revokeAllSessions(db(), accountId);
    expect(await findSession(db(), a, now)).toBeNull();
    expect(await findSession(db(), b, now)).toBeNull();
  });

  it('sees a revocation made elsewhere (a row deleted by another process) within a second', async () => {
    const token = await newSession();
    expect(await findSession(db(), token, now)).not.toBeNull();
    await deleteRow(token);
    // Within the recheck interval the recent lookup still stands, as it would in another process…
    expect(await findSession(db(), token, now)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1_100));
    // …and after it the database decides.
    expect(await findSession(db(), token, now)).toBeNull();
  });

  it('applies the idle expiry to a recently looked-up session', async () => {
    const token = await newSession();
    expect(await findSession(db(), token, now)).not.toBeNull();
    expect(await findSession(db(), token, new Date(now.getTime() + SESSION_IDLE_MS + 1))).toBeNull();
  });
});
