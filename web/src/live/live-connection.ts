import { LIVE_SESSION_ENDED, TIMINGS_MS } from '@pusula/contracts/constants';
import { liveTexts as m } from './texts';

/** Spec §4 "Live connection". */
export type LiveState = 'disconnected' | 'connecting' | 'connected' | 'error';

/** What the server sends on /live. */
export type LiveServerMessage =
  | { type: 'AUTH_REQUIRED' }
  | { type: 'AUTH_SUCCESS' }
  | { type: 'AUTH_ERROR'; message?: string }
  /** `eventId` (newer servers): the notification's place in the log, sent back as AUTH's `lastEventId`. */
  | { type: 'NOTIFICATION'; data: unknown; eventId?: unknown };

/** The part of the browser's WebSocket this module uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

export interface LiveDeps {
  url: string;
  /** The stored login token, read at every (re)connect. */
  getToken(): string | null;
  createSocket(url: string): SocketLike;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  logger: Pick<Console, 'warn' | 'error'>;
  reconnectMs?: number;
}

export interface LiveConnection {
  /** Opens the socket unless there is no stored token (then warns and stays disconnected). */
  connect(): boolean;
  /** Closes for good: no retry until connect() is called again. */
  disconnect(): void;
  /** Sends a JSON message; false (and a warning) when the socket is not open. */
  send(message: Record<string, unknown>): boolean;
  getState(): LiveState;
  onState(listener: (state: LiveState) => void): () => void;
  /**
   * Whether the server has signed this socket in (AUTH_SUCCESS): only from then on does every new
   * notification arrive here. An open socket whose token is still being checked, or was refused, is not.
   */
  isSignedIn(): boolean;
  onSignedIn(listener: (signedIn: boolean) => void): () => void;
  onNotification(listener: (data: unknown) => void): () => void;
}

const OPEN = 1;

function parse(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' &&
      value !== null &&
      typeof (value as { type?: unknown }).type === 'string'
      ? (value as LiveServerMessage)
      : null;
  } catch {
    return null;
  }
}

export function createLiveConnection(deps: LiveDeps): LiveConnection {
  let socket: SocketLike | null = null;
  let state: LiveState = 'disconnected';
  let retry: unknown;
  let wanted = false;
  /**
   * The last notification this connection saw, and for whose token: a reconnect (to any server process)
   * sends it, and the server first sends what was raised meanwhile. Another account starts afresh.
   */
  let resumeFrom: { token: string; eventId: string } | null = null;
  let authToken: string | null = null;
  let signedIn = false;
  const stateListeners = new Set<(s: LiveState) => void>();
  const signedInListeners = new Set<(signedIn: boolean) => void>();
  const notificationListeners = new Set<(data: unknown) => void>();

  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    for (const l of [...stateListeners]) l(next);
  };
  const setSignedIn = (next: boolean) => {
    if (next === signedIn) return;
    signedIn = next;
    for (const l of [...signedInListeners]) l(next);
  };

  function send(message: Record<string, unknown>): boolean {
    if (!socket || socket.readyState !== OPEN) {
      deps.logger.warn(m.notOpen);
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  }

  const authenticate = () => {
    const token = deps.getToken();
    if (!token) return;
    authToken = token;
    const lastEventId = resumeFrom?.token === token ? resumeFrom.eventId : undefined;
    send(lastEventId ? { type: 'AUTH', token, lastEventId } : { type: 'AUTH', token });
  };

  function scheduleRetry() {
    if (!wanted || retry !== undefined) return;
    retry = deps.setTimeout(() => {
      retry = undefined;
      if (wanted) open();
    }, deps.reconnectMs ?? TIMINGS_MS.liveReconnect);
  }

  function open(): boolean {
    if (!deps.getToken()) {
      deps.logger.warn(m.noToken);
      setState('disconnected');
      return false;
    }
    setState('connecting');
    let ws: SocketLike;
    try {
      ws = deps.createSocket(deps.url);
    } catch (error) {
      deps.logger.error(m.openFailed, error);
      setState('error');
      scheduleRetry();
      return false;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      setState('connected');
      authenticate();
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      const message = parse(event.data);
      if (!message) return;
      switch (message.type) {
        case 'AUTH_REQUIRED':
          setSignedIn(false);
          authenticate();
          break;
        case 'AUTH_SUCCESS':
          setSignedIn(true);
          break;
        case 'AUTH_ERROR':
          setSignedIn(false);
          // A session that ended (the user signed out, here or on another device) is no fault of the page:
          // signing out races the socket's refusal, which must not show up as an error.
          if (message.message === LIVE_SESSION_ENDED) deps.logger.warn(m.authError, message.message);
          else deps.logger.error(m.authError, message.message ?? '');
          break;
        case 'NOTIFICATION':
          if (typeof message.eventId === 'string' && authToken)
            resumeFrom = { token: authToken, eventId: message.eventId };
          for (const l of [...notificationListeners]) l(message.data);
          break;
        default:
          break;
      }
    };
    ws.onerror = () => {
      if (socket === ws) setState('error');
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      setSignedIn(false);
      // An error before the close keeps its state until the retry starts connecting again.
      if (state !== 'error') setState('disconnected');
      scheduleRetry();
    };
    return true;
  }

  return {
    connect() {
      wanted = true;
      if (socket) return true;
      if (retry !== undefined) {
        deps.clearTimeout(retry);
        retry = undefined;
      }
      return open();
    },
    disconnect() {
      wanted = false;
      resumeFrom = null;
      if (retry !== undefined) deps.clearTimeout(retry);
      retry = undefined;
      const ws = socket;
      socket = null;
      if (ws) {
        ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
        ws.close(1000, 'Oturum kapandı');
      }
      setSignedIn(false);
      setState('disconnected');
    },
    send,
    getState: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    isSignedIn: () => signedIn,
    onSignedIn(listener) {
      signedInListeners.add(listener);
      return () => void signedInListeners.delete(listener);
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => void notificationListeners.delete(listener);
    },
  };
}
