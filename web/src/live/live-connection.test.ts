import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, type LiveDeps, type SocketLike } from './live-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

let sockets: FakeSocket[];
let token: string | null;
let logger: { warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void };

function connection(extra: Partial<LiveDeps> = {}) {
  return createLiveConnection({
    url: 'ws://localhost/live',
    getToken: () => token,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    logger,
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'tok-1';
  logger = { warn: vi.fn(), error: vi.fn() };
});
afterEach(() => vi.useRealTimers());

describe('live connection', () => {
  it('is not opened without a stored token, and warns', () => {
    token = null;
    const live = connection();
    expect(live.connect()).toBe(false);
    expect(sockets).toHaveLength(0);
    expect(live.getState()).toBe('disconnected');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('goes connecting → connected and sends AUTH with the token after connecting', () => {
    const live = connection();
    const states: string[] = [];
    live.onState((s) => states.push(s));
    live.connect();
    expect(live.getState()).toBe('connecting');
    expect(sockets[0]!.url).toBe('ws://localhost/live');
    sockets[0]!.open();
    expect(states).toEqual(['connecting', 'connected']);
    expect(sockets[0]!.sent).toEqual([{ type: 'AUTH', token: 'tok-1' }]);
  });

  it('is signed in only from AUTH_SUCCESS until a refusal or a close', () => {
    const live = connection();
    const seen: boolean[] = [];
    live.onSignedIn((signedIn) => seen.push(signedIn));
    live.connect();
    sockets[0]!.open();
    // Open, its token still being checked: notifications raised now do not reach this socket.
    expect(live.getState()).toBe('connected');
    expect(live.isSignedIn()).toBe(false);
    sockets[0]!.receive({ type: 'AUTH_SUCCESS' });
    expect(live.isSignedIn()).toBe(true);
    sockets[0]!.drop();
    expect(live.isSignedIn()).toBe(false);
    vi.advanceTimersByTime(5_000);
    sockets[1]!.open();
    sockets[1]!.receive({ type: 'AUTH_SUCCESS' });
    sockets[1]!.receive({ type: 'AUTH_ERROR', message: 'Çok fazla oturum denemesi' });
    expect(live.isSignedIn()).toBe(false);
    expect(seen).toEqual([true, false, true, false]);
  });

  it('resends the token on AUTH_REQUIRED and logs AUTH_ERROR with its message', () => {
    const live = connection();
    live.connect();
    sockets[0]!.open();
    token = 'tok-2';
    sockets[0]!.receive({ type: 'AUTH_REQUIRED' });
    expect(sockets[0]!.sent).toEqual([
      { type: 'AUTH', token: 'tok-1' },
      { type: 'AUTH', token: 'tok-2' },
    ]);
    sockets[0]!.receive({ type: 'AUTH_SUCCESS' });
    sockets[0]!.receive({ type: 'AUTH_ERROR', message: 'Oturum geçersiz' });
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), 'Oturum geçersiz');
  });

  it('a session that ended (signing out races the refusal) is a warning, not an error', () => {
    const live = connection();
    live.connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'AUTH_SUCCESS' });
    sockets[0]!.receive({ type: 'AUTH_ERROR', message: 'Oturumunuz sona erdi' });
    expect(logger.warn).toHaveBeenCalledWith(expect.any(String), 'Oturumunuz sona erdi');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('hands NOTIFICATION data to listeners and ignores garbage', () => {
    const live = connection();
    const got: unknown[] = [];
    live.onNotification((d) => got.push(d));
    live.connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'NOTIFICATION', data: { id: 'n1', type: 'NOTE_REPLIED' } });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(got).toEqual([{ id: 'n1', type: 'NOTE_REPLIED' }]);
  });

  it('retries 5 s after a close; an error shows as the error state', () => {
    const live = connection();
    live.connect();
    sockets[0]!.open();
    sockets[0]!.onerror?.({});
    expect(live.getState()).toBe('error');
    sockets[0]!.drop();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(live.getState()).toBe('connecting');
    sockets[1]!.open();
    expect(live.getState()).toBe('connected');
  });

  it('a plain close is disconnected; a retry without a token stays disconnected', () => {
    const live = connection();
    live.connect();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(live.getState()).toBe('disconnected');
    token = null;
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(1);
    expect(live.getState()).toBe('disconnected');
  });

  it('sending fails when the socket is not open', () => {
    const live = connection();
    expect(live.send({ type: 'PING' })).toBe(false);
    live.connect();
    expect(live.send({ type: 'PING' })).toBe(false);
    sockets[0]!.open();
    expect(live.send({ type: 'PING' })).toBe(true);
  });

  it('disconnect closes for good: no retry', () => {
    const live = connection();
    live.connect();
    sockets[0]!.open();
    live.disconnect();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.getState()).toBe('disconnected');
  });

  it('after a reconnect AUTH carries the last notification it saw; another account or a sign-out starts afresh', () => {
    const live = connection();
    live.connect();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'NOTIFICATION', data: { id: 'n1' }, eventId: '000000000001-000000000001' });
    sockets[0]!.receive({ type: 'NOTIFICATION', data: { id: 'n2' }, eventId: '000000000002-000000000002' });
    sockets[0]!.drop();
    vi.advanceTimersByTime(5_000);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([
      { type: 'AUTH', token: 'tok-1', lastEventId: '000000000002-000000000002' },
    ]);
    // Another account on this device: its feed starts from now, never from the other account's place.
    token = 'tok-2';
    sockets[1]!.drop();
    vi.advanceTimersByTime(5_000);
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ type: 'AUTH', token: 'tok-2' }]);
    sockets[2]!.receive({ type: 'NOTIFICATION', data: { id: 'n3' }, eventId: '000000000003-000000000003' });
    live.disconnect();
    live.connect();
    sockets[3]!.open();
    expect(sockets[3]!.sent).toEqual([{ type: 'AUTH', token: 'tok-2' }]);
  });
});
