import type { MiddlewareHandler } from 'hono';

/**
 * States the length of JSON answers. hono/compress leaves an answer under its threshold alone only when
 * the answer says how long it is, and c.json() does not say: every answer, 40 bytes or 40 KB, went through
 * a CompressionStream (zlib and web streams were a tenth of the server's CPU when sending notes). Runs
 * inside compress (registered after it), so compress sees the length.
 */
export const stateJsonLength: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has('content-length') || res.headers.has('content-encoding')) return;
  if (!res.headers.get('content-type')?.startsWith('application/json')) return;
  const body = await res.arrayBuffer();
  c.res = new Response(body, res);
  c.res.headers.set('content-length', String(body.byteLength));
};
