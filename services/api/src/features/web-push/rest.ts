import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, jsonBody, respond } from '../../http/rest';

/** /api/web-push (spec §7 "Authentication and push"). */
export function installWebPushRoutes(app: Hono, deps: AppDeps): void {
  const webPush = (c: Context) => callerFor(c, deps).webPush;
  app.get('/api/web-push/vapid-public-key', (c) => respond(c, 'success', () => webPush(c).publicKey()));
  app.post('/api/web-push/register-token', (c) =>
    respond(c, 'success', async () => webPush(c).register((await objectBody(c)) as never)),
  );
  // The spec sends no body; a body naming the subscription (`token`) removes just that one.
  app.post('/api/web-push/unregister-token', (c) =>
    respond(c, 'success', async () => {
      const body = await jsonBody(c);
      const token = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
      return webPush(c).unregister(token === undefined ? undefined : { token });
    }),
  );
}
