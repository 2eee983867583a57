import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';

/**
 * Security headers on every answer. HSTS only when the request came over TLS (directly or through a proxy
 * that says so): sending it over plain HTTP on localhost would be meaningless.
 */
export function securityHeaders(config: Pick<Config, 'analyticsId'>): MiddlewareHandler {
  const analyticsHosts = config.analyticsId
    ? ' https://www.googletagmanager.com https://www.google-analytics.com'
    : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${analyticsHosts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ws: wss:${analyticsHosts}`,
    "media-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(self), microphone=(self), display-capture=(self), geolocation=()');
    const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
    if (proto === 'https') h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
