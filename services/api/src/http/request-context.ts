import type { IncomingMessage } from 'node:http';
import type { Context as HonoContext } from 'hono';
import type { AppDeps } from '../app-deps';
import { requestIdOf } from '../observability/request-log';
import type { Context } from '../trpc/init';
import { bearerToken } from './bearer';

/**
 * The caller's address: the socket's, or behind our proxy the last X-Forwarded-For hop, the one the proxy
 * appended. Earlier hops are whatever the client sent: trusting the first would let anyone choose the
 * address every per-address limit is counted on.
 */
export function clientIpOf(
  incoming: IncomingMessage | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
) {
  const lastHop = forwardedFor?.split(',').at(-1)?.trim();
  if (trustProxy && lastHop) return lastHop;
  return incoming?.socket.remoteAddress ?? 'unknown';
}

export function requestContext(c: HonoContext, deps: AppDeps): Context {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return {
    deps,
    token: bearerToken(c.req.header('authorization')),
    requestId: requestIdOf(c.req.raw),
    clientIp: clientIpOf(incoming, c.req.header('x-forwarded-for'), deps.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
  };
}
