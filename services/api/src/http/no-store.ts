import type { MiddlewareHandler } from 'hono';

/**
 * API answers carry tokens and personal data, and no browser, proxy or CDN may keep them. An answer that
 * is deliberately cacheable (the public education catalogue) says so itself, and is left as it is: the
 * default is the safe one, so a new route cannot leak into a shared cache by forgetting a header.
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
