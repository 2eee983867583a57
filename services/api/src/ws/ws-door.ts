import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type WebSocket, WebSocketServer } from 'ws';
import { type SessionUser, sha256 } from '../auth/sessions';
import type { WsDoorLimits } from '../config';
import { clientIpOf } from '../http/request-context';

/** Close codes of sockets refused at the door (4000–4999 are the application's). */
export const WS_CLOSE = { authFailed: 4401, tooMany: 4429 } as const;

export const TOO_MANY_SIGN_INS = 'Çok fazla oturum denemesi; lütfen biraz sonra yeniden deneyin';

/** A refused client is sent a close frame; one that does not answer it is cut off after this long. */
const CLOSE_GRACE_MS = 1_000;
/** Tokens that found no session are remembered this long, this many at most. */
const DEAD_TOKEN_MS = 10 * 60_000;
const DEAD_TOKENS_MAX = 10_000;

/**
 * The WebSocketServer of one path behind the door. It hands over one message per socket per turn of the
 * event loop: with ws's default, every frame of a 64 KiB read (hundreds) was handled before any other
 * socket or request was served, and a refusal could not stop the rest of the read reaching the channel.
 */
export function socketServer(maxPayload: number): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload, allowSynchronousEvents: false });
}

/** The verdict on a token. `busy`: a check already runs, or the socket was refused or let in: drop the frame. */
export type Check =
  | { outcome: 'valid'; user: SessionUser }
  | { outcome: 'invalid' }
  | { outcome: 'limited' }
  | { outcome: 'busy' };

/** A signed-in socket as the revocations see it: whose session it holds, and how its channel ends it. */
export interface SignedInSocket {
  readonly user: SessionUser;
  end(): void;
}

/** A place among an address's unauthenticated sockets, given back once (sign-in or close). */
interface Place {
  address: string;
  release(): void;
}

/**
 * One socket on its way in. Its channel asks `check(token)` for every sign-in frame and ends the wait
 * with `admit`, `anonymous` or `refuse`; until then the socket holds one of its address's places and is
 * refused when the auth timeout passes.
 */
export class Entrance {
  private state: 'waiting' | 'checking' | 'refused' | 'in' | 'anonymous' = 'waiting';
  private readonly timer: NodeJS.Timeout;
  /** When the session lookup started (performance.now()). */
  private checkedAt = 0;
  /** What the channel says before the socket is closed for want of a sign-in. */
  onTimeout: () => void = () => this.refuse(WS_CLOSE.authFailed, 'auth timeout');

  constructor(
    private readonly door: WsDoor,
    readonly ws: WebSocket,
    private readonly place: Place,
  ) {
    this.timer = setTimeout(() => {
      if (this.state === 'waiting' || this.state === 'checking') this.onTimeout();
    }, door.limits.authTimeoutMs);
    this.timer.unref();
    ws.once('close', () => {
      clearTimeout(this.timer);
      place.release();
    });
  }

  get address() {
    return this.place.address;
  }

  /** No check runs and none has settled the socket: its frames may be read and answered. */
  get waiting() {
    return this.state === 'waiting';
  }

  /**
   * One session check at a time per socket, counted against the address's attempts. The socket stays in
   * `checking` until the channel admits or refuses it (a channel's further checks, role or call
   * membership, belong to the same attempt), and is not read meanwhile: what a client sends behind its
   * token waits in its own buffers until the answer, and is dropped if that is a refusal.
   */
  async check(token: string): Promise<Check> {
    if (this.state !== 'waiting') return { outcome: 'busy' };
    this.state = 'checking';
    this.ws.pause();
    const tokenHash = sha256(token);
    if (this.door.isDeadToken(tokenHash)) return { outcome: 'invalid' };
    if (!(await this.door.takeAttempt(this.address))) return { outcome: 'limited' };
    this.checkedAt = performance.now();
    let user: SessionUser | null = null;
    try {
      user = await this.door.lookup(token);
      if (!user) this.door.noteDeadToken(tokenHash);
    } catch {
      // The database failed: refused, but the token is not known to be dead.
    }
    // Refused meanwhile (the timeout) or gone: nobody is waiting for the answer.
    if (this.state !== 'checking' || this.ws.readyState !== this.ws.OPEN) return { outcome: 'busy' };
    if (!user) return { outcome: 'invalid' };
    // The attempt limit is there for tokens that do not work; a whole office signing in is not a flood.
    this.door.giveBackAttempt(this.address);
    return { outcome: 'valid', user };
  }

  /** Signed in: the socket leaves the address's waiting places and is ended with `end` if its session is. */
  admit(user: SessionUser, end: () => void) {
    this.state = 'in';
    clearTimeout(this.timer);
    this.place.release();
    this.door.signIn(this.ws, { user, end }, this.checkedAt);
    this.ws.resume();
  }

  /** A socket for public procedures only (/trpc without a token): no timeout, but it keeps its place. */
  anonymous() {
    this.state = 'anonymous';
    clearTimeout(this.timer);
  }

  /**
   * Closes the socket. Nothing it sent or sends afterwards reaches a channel (tRPC's handler would answer
   * each request behind a refused token), so frames are read only as far as the client's answer to the
   * close, which ends the connection; a client that does not answer is cut off after the grace.
   */
  refuse(code: number, reason: string) {
    this.state = 'refused';
    clearTimeout(this.timer);
    if (this.ws.readyState === this.ws.CLOSED) return;
    this.ws.removeAllListeners('message');
    this.ws.resume();
    this.ws.close(code, reason);
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }
}

/**
 * The one way into the WebSocket paths (/live, /trpc, /signal): per address, at most so many sockets that
 * have not signed in and so many failed session checks a minute; a socket that does not sign in in time is
 * closed. It also knows which signed-in socket holds which session, so that a revocation can end them.
 *
 * Counters are per process: a socket lives in one process, and a flood of checks costs that process's
 * database connection first.
 */
export class WsDoor {
  private readonly waitingByAddress = new Map<string, number>();
  private readonly attempts: RateLimiterMemory;
  private readonly entrances = new WeakMap<WebSocket, Entrance>();
  private readonly inside = new Map<WebSocket, SignedInSocket>();
  /**
   * Hashes of tokens that found no session (token → when): a tab that keeps reconnecting with a dead token
   * (its password was changed elsewhere) costs no lookup and none of its address's attempts, which would
   * otherwise lock its colleagues behind the same address out.
   */
  private readonly deadTokens = new Map<string, number>();
  private readonly revocations: { at: number; ended: (user: SessionUser) => boolean }[] = [];

  constructor(
    readonly limits: WsDoorLimits,
    private readonly trustProxy: boolean,
    /** The session behind a token, or null (findSession). */
    readonly lookup: (token: string) => Promise<SessionUser | null>,
  ) {
    this.attempts = new RateLimiterMemory({ points: limits.authAttemptsPerMinute, duration: 60 });
  }

  addressOf(req: IncomingMessage): string {
    const forwardedFor = req.headers['x-forwarded-for'];
    return clientIpOf(req, Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor, this.trustProxy);
  }

  /**
   * Takes one of the address's places before the upgrade, or null when it holds them all. The place is
   * given back when the connection closes, whether or not the upgrade completed, or when it signs in.
   */
  reserve(req: IncomingMessage, socket: Duplex): Place | null {
    const address = this.addressOf(req);
    const waiting = this.waitingByAddress.get(address) ?? 0;
    if (waiting >= this.limits.unauthenticatedPerAddress) return null;
    this.waitingByAddress.set(address, waiting + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.waitingByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.waitingByAddress.set(address, left);
      else this.waitingByAddress.delete(address);
    };
    socket.once('close', release);
    return { address, release };
  }

  /** Called with the upgraded socket, before its channel sees it. */
  enter(ws: WebSocket, place: Place): Entrance {
    const entrance = new Entrance(this, ws, place);
    this.entrances.set(ws, entrance);
    return entrance;
  }

  entranceOf(ws: WebSocket): Entrance {
    const entrance = this.entrances.get(ws);
    if (!entrance) throw new Error('WebSocket did not come through the door');
    return entrance;
  }

  /** Signed-in sockets with their sessions, for revocations. */
  signedIn(): Iterable<SignedInSocket> {
    return this.inside.values();
  }

  signIn(ws: WebSocket, socket: SignedInSocket, checkedAt: number) {
    if (ws.readyState !== ws.OPEN) return; // its close has passed: it would never leave
    this.inside.set(ws, socket);
    ws.once('close', () => this.inside.delete(ws));
    this.forgetOldRevocations();
    if (this.revocations.some((r) => r.at >= checkedAt && r.ended(socket.user))) socket.end();
  }

  /**
   * Revocations are kept a while for sockets whose check was running when they came: the lookup may have
   * read the session just before it ended, and the socket was not yet among the signed-in ones to end.
   */
  noteRevocation(ended: (user: SessionUser) => boolean) {
    this.forgetOldRevocations();
    this.revocations.push({ at: performance.now(), ended });
  }

  private forgetOldRevocations() {
    // No check runs longer than the auth timeout: it is refused then.
    const before = performance.now() - this.limits.authTimeoutMs - 1_000;
    while (this.revocations.length > 0 && this.revocations[0]!.at < before) this.revocations.shift();
  }

  async takeAttempt(address: string): Promise<boolean> {
    try {
      await this.attempts.consume(address);
      return true;
    } catch {
      return false;
    }
  }

  giveBackAttempt(address: string) {
    void this.attempts.reward(address, 1);
  }

  isDeadToken(tokenHash: string): boolean {
    const notedAt = this.deadTokens.get(tokenHash);
    if (notedAt === undefined) return false;
    if (Date.now() - notedAt < DEAD_TOKEN_MS) return true;
    this.deadTokens.delete(tokenHash);
    return false;
  }

  noteDeadToken(tokenHash: string) {
    if (this.deadTokens.size >= DEAD_TOKENS_MAX) this.deadTokens.delete(this.deadTokens.keys().next().value!);
    this.deadTokens.set(tokenHash, Date.now());
  }
}
