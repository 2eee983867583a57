import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { bearerToken } from '../http/bearer';

/** Addresses of this machine as a socket reports them. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read the operators' pages (/metrics, the detailed /healthz). With OPERATOR_TOKEN set: whoever
 * sends `Authorization: Bearer <token>`, and nobody else (a user's session token is never enough, an
 * admin's included). Without it: only a request from this machine that came through no proxy (a proxy on
 * the same machine connects from 127.0.0.1 too, but says whom it forwards) — so a deployment that is
 * scraped from elsewhere must set the token, and a forgotten token exposes nothing.
 */
export function isOperator(c: Context, operatorToken: string | null): boolean {
  if (operatorToken !== null) {
    const given = bearerToken(c.req.header('authorization'));
    return given !== null && sameSecret(given, operatorToken);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const address = incoming?.socket.remoteAddress;
  return (
    address !== undefined &&
    LOOPBACK.has(address) &&
    FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined)
  );
}

/** Compared in constant time, over digests so that the length of the token is not told either. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
