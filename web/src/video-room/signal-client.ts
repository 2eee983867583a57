import {
  SIGNAL_PATH,
  type SignalClientMessage,
  type SignalServerMessage,
} from '@pusula/contracts/video/signalling';

export interface SignalConnection {
  send(message: SignalClientMessage): void;
  close(): void;
}

/**
 * The signalling socket: same origin, the token sent in the first message after the server's
 * AUTH_REQUIRED (never in the URL).
 */
export function openSignal(
  token: string,
  callId: string,
  handlers: { onMessage(message: SignalServerMessage): void; onClose(code: number): void },
): SignalConnection {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${location.host}${SIGNAL_PATH}`);
  const send = (message: SignalClientMessage) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  };
  ws.onmessage = (event) => {
    let message: SignalServerMessage;
    try {
      message = JSON.parse(String(event.data)) as SignalServerMessage;
    } catch {
      return;
    }
    if (message.type === 'AUTH_REQUIRED') send({ type: 'AUTH', token, callId });
    handlers.onMessage(message);
  };
  ws.onclose = (event) => handlers.onClose(event.code);
  return {
    send,
    close: () => {
      ws.onclose = null;
      ws.onmessage = null;
      if (ws.readyState === WebSocket.OPEN) send({ type: 'LEAVE' });
      ws.close(1000);
    },
  };
}
