import WebSocket from 'ws';
import type { LiveServerMessage } from './live-channel';

/**
 * A minimal client of the /live protocol (spec §4): connect, send AUTH, resolve once AUTH_SUCCESS arrives;
 * every later message goes to `onMessage`. For benchmarks and tools; the web app has its own.
 */
export function connectLive(
  baseUrl: string,
  token: string,
  onMessage: (message: LiveServerMessage) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/live`);
    let authed = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'AUTH', token })));
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as LiveServerMessage;
      if (!authed) {
        if (message.type === 'AUTH_SUCCESS') {
          authed = true;
          resolve(ws);
        } else if (message.type === 'AUTH_ERROR') reject(new Error(message.message));
        return;
      }
      onMessage(message);
    });
    ws.on('error', (error) => {
      if (!authed) reject(error);
    });
  });
}
