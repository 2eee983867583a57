import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import type { WsDoor } from './ws-door';

function reject(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Browsers send Origin on WebSocket upgrades; only our own origin (or configured ones) may connect. */
export function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: bearer auth still applies
  try {
    const url = new URL(origin);
    if (url.host === req.headers.host) return true;
    return allowed.includes(url.origin);
  } catch {
    return false;
  }
}

/**
 * Routes WebSocket upgrades by path; unknown paths get 404, foreign origins 403, and an address that already
 * holds its share of sockets that have not signed in 429. Every socket enters through the door.
 */
export function createUpgradeRouter(
  routes: Record<string, WebSocketServer>,
  allowedOrigins: readonly string[],
  door: WsDoor,
) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/';
    const wss = routes[pathname];
    if (!wss) return reject(socket, 404, 'Not Found');
    if (!originAllowed(req, allowedOrigins)) return reject(socket, 403, 'Forbidden');
    const place = door.reserve(req, socket);
    if (!place) return reject(socket, 429, 'Too Many Requests');
    wss.handleUpgrade(req, socket, head, (ws) => {
      door.enter(ws, place);
      wss.emit('connection', ws, req);
    });
  };
}
