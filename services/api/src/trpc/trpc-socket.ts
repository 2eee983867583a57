import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import type { AppDeps } from '../app-deps';
import { MESSAGES } from '../errors';
import { type Entrance, socketServer, TOO_MANY_SIGN_INS, WS_CLOSE, type WsDoor } from '../ws/ws-door';
import type { Context } from './init';
import { appRouter } from './router';

/** As over HTTP, where bodies over 1 MiB get 413 (ws would take 100 MiB by default). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/**
 * tRPC over WebSocket at /trpc. The token of `connectionParams` is checked once, when the connection's
 * context is made, through the door: an invalid one closes the socket, so its requests never each look a
 * session up. A connection without a token serves public procedures (the others answer UNAUTHORIZED, as
 * over HTTP); it keeps its place among its address's sockets that have not signed in.
 */
export function createTrpcSocket(deps: AppDeps, door: WsDoor) {
  const wss = socketServer(MAX_MESSAGE_BYTES);
  // tRPC answers a failed context with an error frame, and each request already read with the same error
  // (the client's subscription ends with UNAUTHORIZED instead of reconnecting for ever), then closes with
  // no code on the next turn. Closing on the turn before keeps our code and still lets those out first.
  const refuseAfterAnswer = (entrance: Entrance, code: number, reason: string) =>
    setImmediate(() => entrance.refuse(code, reason));

  const handler = applyWSSHandler({
    wss,
    router: appRouter,
    createContext: async ({ info, req, res }): Promise<Context> => {
      const entrance = door.entranceOf(res);
      const token = typeof info.connectionParams?.token === 'string' ? info.connectionParams.token : null;
      const context: Context = {
        deps,
        token,
        requestId: randomUUID(),
        clientIp: entrance.address,
        userAgent: req.headers['user-agent'] ?? null,
      };
      if (!token) {
        entrance.anonymous();
        return context;
      }
      const check = await entrance.check(token);
      switch (check.outcome) {
        case 'valid':
          entrance.admit(check.user, () => entrance.refuse(WS_CLOSE.authFailed, 'session ended'));
          return context;
        case 'limited':
          refuseAfterAnswer(entrance, WS_CLOSE.tooMany, 'rate');
          throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_SIGN_INS });
        default:
          refuseAfterAnswer(entrance, WS_CLOSE.authFailed, 'auth');
          throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
      }
    },
    keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
  });

  return {
    wss,
    close() {
      handler.broadcastReconnectNotification();
      for (const client of wss.clients) client.close(1001, 'Sunucu kapanıyor');
    },
  };
}
