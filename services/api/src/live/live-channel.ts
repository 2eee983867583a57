import { LIVE_SESSION_ENDED, lastEventIdField } from '@pusula/contracts';
import { type NotificationRow, notificationsAfterQuery, toNotificationDto } from '@pusula/projections';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../app-deps';
import { allowed } from '../auth/authorize';
import { findSession, type SessionUser } from '../auth/sessions';
import { type Entrance, socketServer, TOO_MANY_SIGN_INS, WS_CLOSE, type WsDoor } from '../ws/ws-door';
import { backlogThenLive } from './backlog-then-live';
import type { ReadModelFeed } from './read-model-feed';

/** Spec §4 "Live connection": the messages of the /live channel. */
export type LiveServerMessage =
  | { type: 'AUTH_REQUIRED' }
  | { type: 'AUTH_SUCCESS' }
  | { type: 'AUTH_ERROR'; message: string }
  /** `eventId`: where this notification is in the log; sent back as AUTH's `lastEventId` to resume. */
  | { type: 'NOTIFICATION'; data: ReturnType<typeof toNotificationDto>; eventId: string };

export const LIVE_MESSAGES = {
  badToken: 'Oturum geçersiz veya süresi dolmuş',
  wrongRole: 'Canlı bildirimler yönetici hesabında kullanılmaz',
  timeout: 'Kimlik doğrulama süresi doldu',
  sessionEnded: LIVE_SESSION_ENDED,
  tooMany: TOO_MANY_SIGN_INS,
  badLastEventId: 'Geçersiz son bildirim konumu (lastEventId)',
} as const;

export interface LiveChannelOptions {
  /** How often sockets are pinged; a socket that did not answer the previous ping is dropped. */
  heartbeatMs?: number;
}

/** A client that cannot keep up (this much unsent) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Who has a notification feed: staff, parents and a student's own account (the admin has none). */
const LIVE_ROLES = new Set(['ADVISOR', 'COACH', 'PARENT', 'STUDENT']);

interface Client {
  ws: WebSocket;
  entrance: Entrance;
  token: string | null;
  user: SessionUser | null;
  alive: boolean;
  unsubscribe: (() => void) | null;
}

/**
 * The /live WebSocket: AUTH_REQUIRED until a valid `{ type: 'AUTH', token }` arrives, then one
 * NOTIFICATION per notification of that user as the notifications projection commits. Every tab is its
 * own socket and gets its own copy. Sockets come in through the door (one AUTH checked at a time, limits
 * per address, the auth timeout); a revoked session ends its sockets at once, and heartbeats drop dead
 * sockets and re-check sessions in case a revocation was missed.
 */
export function createLiveChannel(
  deps: AppDeps,
  feed: ReadModelFeed<NotificationRow>,
  door: WsDoor,
  options: LiveChannelOptions = {},
) {
  const wss = socketServer(4 * 1024);
  const clients = new Set<Client>();
  const send = (client: Client, message: LiveServerMessage) => {
    if (client.ws.readyState !== client.ws.OPEN) return;
    if (client.ws.bufferedAmount > MAX_BUFFERED_BYTES) return void client.ws.terminate();
    client.ws.send(JSON.stringify(message));
  };
  const refuse = (client: Client, message: string, code: number = WS_CLOSE.authFailed) => {
    send(client, { type: 'AUTH_ERROR', message });
    client.entrance.refuse(code, 'auth');
  };
  const endSession = (client: Client) => {
    client.unsubscribe?.();
    client.unsubscribe = null;
    client.user = null;
    client.token = null;
    refuse(client, LIVE_MESSAGES.sessionEnded);
  };

  async function authenticate(client: Client, token: string, lastEventId: unknown) {
    // An AUTH of an older client has no lastEventId; one that is not a log position is refused, not ignored.
    const resume = lastEventId === undefined ? null : lastEventIdField.safeParse(lastEventId);
    if (resume && !resume.success) return refuse(client, LIVE_MESSAGES.badLastEventId);
    const check = await client.entrance.check(token);
    if (check.outcome === 'busy') return;
    if (check.outcome === 'limited') return refuse(client, LIVE_MESSAGES.tooMany, WS_CLOSE.tooMany);
    if (check.outcome === 'invalid') return refuse(client, LIVE_MESSAGES.badToken);
    const { user } = check;
    if (!LIVE_ROLES.has(user.role)) return refuse(client, LIVE_MESSAGES.wrongRole);
    // The fan-out delivers only this user's feed; asking the one check keeps that rule in one place.
    const feedAllowed = await allowed(deps.storage.db, user, {
      kind: 'notificationFeed',
      userId: user.userId,
    }).catch(() => false);
    if (client.ws.readyState !== client.ws.OPEN) return;
    if (!feedAllowed) return refuse(client, LIVE_MESSAGES.badToken);
    client.token = token;
    client.user = user;
    client.entrance.admit(user, () => endSession(client));
    if (resume?.data) return resumeAfter(client, user, resume.data);
    const subscription = feed.subscribe(user.userId, (row) => notify(client, row));
    client.unsubscribe = subscription;
    // Live from AUTH_SUCCESS on: every notification raised after it reaches this socket.
    await subscription.ready;
    if (client.ws.readyState !== client.ws.OPEN || client.unsubscribe !== subscription) return;
    send(client, { type: 'AUTH_SUCCESS' });
  }

  /**
   * A reconnect with `lastEventId`: AUTH_SUCCESS once the live rows are fixed to start, then every
   * notification of this user after that position (the user's own only, whoever's position it is), once,
   * then live ones — the tRPC `notifications.live` stream's way (backlog-then-live.ts).
   */
  async function resumeAfter(client: Client, user: SessionUser, after: string) {
    const stop = new AbortController();
    client.unsubscribe = () => stop.abort();
    const rows = backlogThenLive({
      feed,
      userId: user.userId,
      after,
      backlog: (position, limit) =>
        notificationsAfterQuery(deps.storage.db, { position, userId: null }, { userId: user.userId, limit }),
      signal: stop.signal,
      onLive: () => send(client, { type: 'AUTH_SUCCESS' }),
    });
    try {
      for await (const row of rows) notify(client, row);
    } catch (error) {
      // The backlog could not be read (the database is away): the client reconnects and resumes again.
      deps.log.error({ component: 'live', err: error }, 'could not resume a socket');
      client.ws.close(1011, 'resume');
    }
  }

  const notify = (client: Client, row: NotificationRow) =>
    send(client, { type: 'NOTIFICATION', data: toNotificationDto(row), eventId: row.position });

  wss.on('connection', (ws: WebSocket) => {
    const entrance = door.entranceOf(ws);
    const client: Client = { ws, entrance, token: null, user: null, alive: true, unsubscribe: null };
    clients.add(client);
    entrance.onTimeout = () => refuse(client, LIVE_MESSAGES.timeout);
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (raw) => {
      // While a check runs, once refused and once signed in, frames are not even parsed: answering them
      // (or checking each AUTH) is what let one socket queue thousands of session lookups.
      if (!entrance.waiting) return;
      let message: { type?: unknown; token?: unknown; lastEventId?: unknown } | null = null;
      try {
        message = JSON.parse(raw.toString());
      } catch {}
      if (message?.type === 'AUTH' && typeof message.token === 'string') {
        void authenticate(client, message.token, message.lastEventId ?? undefined);
        return;
      }
      // Anything else before a valid AUTH: ask for the token again (spec: "AUTH_REQUIRED, resend").
      send(client, { type: 'AUTH_REQUIRED' });
    });
    ws.on('close', () => {
      client.unsubscribe?.();
      clients.delete(client);
    });
    ws.on('error', () => ws.terminate());
    send(client, { type: 'AUTH_REQUIRED' });
  });

  const heartbeatMs = options.heartbeatMs ?? 30_000;
  let lastBeat = performance.now();
  const heartbeat = setInterval(() => {
    // A beat that comes late means this process was stalled (a busy machine, a long GC): the answers to the
    // last pings may still sit unread in the sockets, and timers run before I/O. Judging now would drop
    // healthy clients; the next beat on time judges instead.
    const now = performance.now();
    const late = now - lastBeat > 1.5 * heartbeatMs;
    lastBeat = now;
    if (late) return;
    const signedIn: Client[] = [];
    for (const client of clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
      if (client.token) signedIn.push(client);
    }
    recheckSpread(signedIn);
  }, heartbeatMs);
  heartbeat.unref?.();

  /**
   * Session rechecks spread over the first half of the interval: one lookup per socket all at once (1,000
   * sockets, 1,000 statements) held every command behind them for a few hundred ms each heartbeat.
   */
  function recheckSpread(signedIn: readonly Client[]) {
    const step = heartbeatMs / 2 / Math.max(1, signedIn.length);
    signedIn.forEach((client, i) => {
      const timer = setTimeout(() => {
        if (client.token && clients.has(client)) void recheck(client, client.token);
      }, i * step);
      timer.unref?.();
    });
  }

  async function recheck(client: Client, token: string) {
    const user = await findSession(deps.storage.db, token, deps.now()).catch(() => client.user);
    if (!user && client.token === token) endSession(client);
  }

  return {
    wss,
    clientCount: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const client of clients) client.ws.close(1001, 'Sunucu kapanıyor');
    },
  };
}
