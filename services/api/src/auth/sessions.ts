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
  /** The account has a temporary password: the session serves only the password change. */
  mustChangePassword?: boolean;
}

/** Which sessions a revocation ended: one (logout, expiry) or all of an account's. */
export type SessionRevocation = { tokenHash: string } | { accountId: string };

/**
 * Sessions recently read from the database, per database. Every request of a signed-in user looks its
 * session up; a user's burst of requests (a page load fires several) shares one lookup. Revocation in this
 * process clears the entry at once, and tells `onSessionsRevoked` listeners (session-revocations.ts tells
 * the other processes, which clear theirs with `forgetRevokedSessions`); were that signal lost, another
 * process would see a logout or a deactivation after at most SESSION_RECHECK_MS.
 */
const SESSION_RECHECK_MS = 1_000;
const RECENT_SESSIONS_MAX = 10_000;

interface RecentSession {
  user: SessionUser;
  lastSeenAt: number;
  expiresAt: number;
  /** performance.now() of the database read: the recheck interval is real time, not the app clock. */
  readAt: number;
}

class RecentSessions {
  readonly entries = new Map<string, RecentSession>();
  /** Counts revocations, so that a lookup that overlapped one does not keep what it read. */
  revocations = 0;
  readonly revokedListeners = new Set<(revocation: SessionRevocation) => void>();

  remember(tokenHash: string, session: RecentSession, revocationsBefore: number) {
    if (revocationsBefore !== this.revocations) return;
    if (this.entries.size >= RECENT_SESSIONS_MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, session);
  }

  forget(match: (tokenHash: string, session: RecentSession) => boolean) {
    this.revocations++;
    for (const [hash, session] of this.entries) if (match(hash, session)) this.entries.delete(hash);
  }
}

const recentByDb = new WeakMap<ReadDb, RecentSessions>();

function recentSessions(db: ReadDb): RecentSessions {
  let recent = recentByDb.get(db);
  if (!recent) {
    recent = new RecentSessions();
    recentByDb.set(db, recent);
  }
  return recent;
}

const isExpired = (s: { lastSeenAt: number; expiresAt: number }, now: Date) =>
  s.expiresAt <= now.getTime() || s.lastSeenAt + SESSION_IDLE_MS <= now.getTime();

/** The account behind a token, if the session is alive and the account active. */
export async function findSession(db: ReadDb, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = sha256(token);
  const recent = recentSessions(db);
  const cached = recent.entries.get(tokenHash);
  if (
    cached &&
    performance.now() - cached.readAt < SESSION_RECHECK_MS &&
    !isExpired(cached, now) &&
    now.getTime() - cached.lastSeenAt <= TOUCH_EVERY_MS
  )
    return cached.user;
  recent.entries.delete(tokenHash);
  const revocationsBefore = recent.revocations;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.account_id',
      'accounts.role',
      'accounts.is_active',
      'accounts.must_change_password',
      'sessions.last_seen_at',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row?.is_active) return null;
  let lastSeenAt = new Date(row.last_seen_at).getTime();
  const expiresAt = new Date(row.expires_at).getTime();
  if (isExpired({ lastSeenAt, expiresAt }, now)) {
    await revokeSession(db, token);
    return null;
  }
  if (now.getTime() - lastSeenAt > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    lastSeenAt = now.getTime();
  }
  const user: SessionUser = { userId: row.account_id, role: row.role, tokenHash };
  if (row.must_change_password) user.mustChangePassword = true;
  recent.remember(tokenHash, { user, lastSeenAt, expiresAt, readAt: performance.now() }, revocationsBefore);
  return user;
}

export async function revokeSession(db: ReadDb, token: string): Promise<void> {
  const tokenHash = sha256(token);
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  // After the delete: a lookup that read the row before it can then no longer keep it.
  revoked(db, { tokenHash });
}

/** Deactivation and password changes end every session of the account at once. */
export async function revokeAllSessions(db: ReadDb, accountId: string): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
  revoked(db, { accountId });
}

function revoked(db: ReadDb, revocation: SessionRevocation) {
  forgetRevokedSessions(db, revocation);
  for (const listener of recentSessions(db).revokedListeners) listener(revocation);
}

/**
 * Drops cached sessions a revocation ended (another process's, told by notification); `'all'` when such
 * a notification may have been missed.
 */
export function forgetRevokedSessions(db: ReadDb, revocation: SessionRevocation | 'all') {
  recentSessions(db).forget((hash, session) =>
    revocation === 'all'
      ? true
      : 'tokenHash' in revocation
        ? hash === revocation.tokenHash
        : session.user.userId === revocation.accountId,
  );
}

/** Called after each revocation made in this process on this database, once the rows are gone. */
export function onSessionsRevoked(db: ReadDb, listener: (revocation: SessionRevocation) => void) {
  const listeners = recentSessions(db).revokedListeners;
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Which of these token hashes still have a session row. */
export async function sessionsStillOpen(db: ReadDb, tokenHashes: readonly string[]): Promise<Set<string>> {
  const open = new Set<string>();
  for (let i = 0; i < tokenHashes.length; i += 1_000) {
    const rows = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', tokenHashes.slice(i, i + 1_000))
      .execute();
    for (const row of rows) open.add(row.token_hash);
  }
  return open;
}
