// biome-ignore-all lint/suspicious/noExplicitAny: test messages are inspected freely.
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../trpc/router';

export interface SocketOptions {
  autoPong?: boolean;
  /** Extra upgrade headers (X-Forwarded-For: a test's own client address behind a trusted proxy). */
  headers?: Record<string, string>;
}

/** A /live socket for tests that records every message and can wait for the next one of a type. */
export function openLive(baseUrl: string, options: SocketOptions = {}) {
  return openSocket(baseUrl, '/live', options);
}

/** A WebSocket on any of the server's paths, recording every JSON message (tRPC's PING/PONG are text). */
export async function openSocket(baseUrl: string, path: string, options: SocketOptions = {}) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}`, {
    autoPong: options.autoPong ?? true,
    headers: options.headers,
  });
  const received: any[] = [];
  const waiters: { type: string; after: number; resolve: (m: any) => void }[] = [];
  let closed: { code: number } | null = null;
  const closeWaiters: ((c: { code: number }) => void)[] = [];
  ws.on('message', (raw) => {
    let message: any;
    try {
      message = JSON.parse(raw.toString());
    } catch {
      message = { type: raw.toString() };
    }
    received.push(message);
    for (const w of [...waiters]) {
      const index = received.findIndex((m, i) => i >= w.after && m.type === w.type);
      if (index >= 0) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(received[index]);
      }
    }
  });
  ws.on('close', (code) => {
    closed = { code };
    for (const w of closeWaiters.splice(0)) w(closed);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let cursor = 0;
  return {
    ws,
    received,
    send: (message: unknown) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    /** The next message of this type after the ones already taken. */
    next(type: string, timeoutMs = 5_000): Promise<any> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
        const done = (m: any) => {
          clearTimeout(timer);
          cursor = received.indexOf(m) + 1;
          resolve(m);
        };
        const index = received.findIndex((m, i) => i >= cursor && m.type === type);
        if (index >= 0) return done(received[index]);
        waiters.push({ type, after: cursor, resolve: done });
      });
    },
    closed(timeoutMs = 5_000): Promise<{ code: number }> {
      if (closed) return Promise.resolve(closed);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket not closed')), timeoutMs);
        closeWaiters.push((c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
    },
    async authenticate(token: string) {
      this.send({ type: 'AUTH', token });
      return this.next('AUTH_SUCCESS');
    },
    close: () => ws.close(),
  };
}

/** A real tRPC client over the WebSocket link, signed in through connectionParams. */
export function trpcWsClient(baseUrl: string, token: string) {
  const wsClient = createWSClient({
    url: `${baseUrl.replace('http', 'ws')}/trpc`,
    connectionParams: { token },
    WebSocket: WebSocket as never,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  return { client, close: () => wsClient.close() };
}

/** The status an upgrade gets: 101 when the socket opened (it is closed again at once), else the refusal's. */
export function upgradeStatus(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve) => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}`, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.on('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.on('error', () => resolve(0));
  });
}
