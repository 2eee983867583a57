import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { jitsiOrigin } from '../features/video/video-config';

/**
 * Security headers on every answer. HSTS only when the request came over TLS (directly or through a proxy
 * that says so): sending it over plain HTTP on localhost would be meaningless.
 */
export function securityHeaders(
  config: Pick<Config, 'analyticsId'> & Partial<Pick<Config, 'video'>>,
): MiddlewareHandler {
  const analyticsHosts = config.analyticsId
    ? ' https://www.googletagmanager.com https://www.google-analytics.com'
    : '';
  // With VIDEO_PROVIDER=jitsi the conference frame loads the deployment's IFrame API and embeds its page.
  const jitsi = config.video ? jitsiOrigin(config.video) : null;
  const jitsiHost = jitsi ? ` ${jitsi}` : '';
  const mediaAllow = jitsi ? `(self "${jitsi}")` : '(self)';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${analyticsHosts}${jitsiHost}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // FullCalendar ships its icon font inline as a data: URL; a font cannot run script.
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${analyticsHosts}`,
    "media-src 'self' blob:",
    `frame-src 'self'${jitsiHost}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const fixed: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    [
      'Permissions-Policy',
      `camera=${mediaAllow}, microphone=${mediaAllow}, display-capture=${mediaAllow}, geolocation=()`,
    ],
  ];
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of fixed) h.set(name, value);
    const tls = c.req.header('x-forwarded-proto') === 'https' || c.req.url.startsWith('https:');
    if (tls) h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
