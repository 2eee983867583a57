import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@pusula/eventstore';
import type { ReadDb } from '@pusula/projections';
import { log } from '../observability/logger';
import {
  forgetRevokedSessions,
  onSessionsRevoked,
  type SessionRevocation,
  type SessionUser,
  sessionsStillOpen,
} from './sessions';

/** The PostgreSQL channel on which processes tell each other of ended sessions. */
export const SESSIONS_CHANNEL = 'pusula_sessions';

/** Sockets that hold a session, and how to end each (the WebSocket door's signed-in sockets). */
export interface SessionHolders {
  signedIn(): Iterable<{ readonly user: SessionUser; end(): void }>;
  /** For sockets still being checked: one whose session this revocation ended is ended once let in. */
  noteRevocation(ended: (user: SessionUser) => boolean): void;
}

const encode = (revocation: SessionRevocation) =>
  'tokenHash' in revocation ? `session:${revocation.tokenHash}` : `account:${revocation.accountId}`;

function decode(text: string): SessionRevocation | null {
  const colon = text.indexOf(':');
  const value = text.slice(colon + 1);
  if (colon < 0 || !value) return null;
  const kind = text.slice(0, colon);
  if (kind === 'session') return { tokenHash: value };
  if (kind === 'account') return { accountId: value };
  return null;
}

/**
 * Ends the sockets of revoked sessions in every process: a logout, a deactivation or a password change
 * closes them at once instead of at their next heartbeat. This process's revocations act directly and are
 * announced by NOTIFY (payload: this process's id, then `session:<token hash>` or `account:<id>`); the
 * other processes drop the sessions from their cache and end their sockets. PGlite belongs to one process:
 * there is nobody to tell.
 */
export async function startSessionRevocations(
  storage: { sql: SqlClient; db: ReadDb },
  holders: SessionHolders,
): Promise<{ stop(): Promise<void> }> {
  const { sql, db } = storage;
  const self = randomUUID();

  const end = async (revocation: SessionRevocation | 'all') => {
    if (revocation !== 'all')
      holders.noteRevocation((user) =>
        'tokenHash' in revocation
          ? user.tokenHash === revocation.tokenHash
          : user.userId === revocation.accountId,
      );
    const held = [...holders.signedIn()];
    if (revocation !== 'all' && 'tokenHash' in revocation) {
      for (const socket of held) if (socket.user.tokenHash === revocation.tokenHash) socket.end();
      return;
    }
    // An account's other sessions may be new (signed in again after a password change): end only the
    // sockets whose session is gone.
    const candidates =
      revocation === 'all' ? held : held.filter((socket) => socket.user.userId === revocation.accountId);
    if (candidates.length === 0) return;
    const open = await sessionsStillOpen(db, [...new Set(candidates.map((s) => s.user.tokenHash))]);
    for (const socket of candidates) if (!open.has(socket.user.tokenHash)) socket.end();
  };
  const endLogged = (revocation: SessionRevocation | 'all') =>
    end(revocation).catch((error) =>
      log.error({ component: 'sessions', err: error }, 'could not end revoked sockets'),
    );

  const stopLocal = onSessionsRevoked(db, (revocation) => {
    void endLogged(revocation);
    if (sql.kind !== 'postgres') return;
    sql
      .query('SELECT pg_notify($1, $2)', [SESSIONS_CHANNEL, `${self} ${encode(revocation)}`])
      .catch((error) => log.error({ component: 'sessions', err: error }, 'could not announce a revocation'));
  });

  const onNotification = (payload: string) => {
    if (!payload) {
      // The listening connection was re-made: notifications may have been lost meanwhile.
      forgetRevokedSessions(db, 'all');
      void endLogged('all');
      return;
    }
    const space = payload.indexOf(' ');
    if (payload.slice(0, space) === self) return;
    const revocation = decode(payload.slice(space + 1));
    if (!revocation) return;
    forgetRevokedSessions(db, revocation);
    void endLogged(revocation);
  };
  // Without the listening connection other processes' revocations still reach this one: sessions within
  // the cache's second, /live sockets at their heartbeat.
  const unlisten =
    sql.kind === 'postgres'
      ? await sql.listen(SESSIONS_CHANNEL, onNotification).catch((error) => {
          log.error(
            { component: 'sessions', err: error },
            "could not listen for other processes' revocations",
          );
          return null;
        })
      : null;

  return {
    async stop() {
      stopLocal();
      await unlisten?.();
    },
  };
}
