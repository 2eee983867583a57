import { createHash, randomBytes } from 'node:crypto';
import type { ReadDb } from '@pusula/projections';

/** A session ends after a week without use, and 30 days after sign-in in any case. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often: a write per request would be wasteful. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe. Only the hash is stored. */
export async function createSession(
  db: ReadDb,
  account: { id: string; role: string },
  now: Date,
  userAgent: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      account_id: account.id,
      role: account.role,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

export interface SessionUser {
  userId: string;
  role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT' | 'ADMIN';
  tokenHash: string;
}

/** The account behind a token, if the session is alive and the account active. */
export async function findSession(db: ReadDb, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.account_id',
      'accounts.role',
      'accounts.is_active',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row?.is_active) return null;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now.getTime() || lastSeen + SESSION_IDLE_MS <= now.getTime()) {
    await revokeSession(db, token);
    return null;
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { userId: row.account_id, role: row.role, tokenHash };
}

export async function revokeSession(db: ReadDb, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
}

/** Deactivation and password changes end every session of the account at once. */
export async function revokeAllSessions(db: ReadDb, accountId: string): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
}
