import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/**
 * /api/auth: login answers `{ data: { token, user, coach | advisor | parent } }`, failures `{ message }`
 * with a non-2xx status (429 carries Retry-After).
 */
export function installAuthRoutes(app: Hono, deps: AppDeps): void {
  app.post('/api/auth/login', (c) =>
    respond(c, 'data', async () => callerFor(c, deps).auth.login((await objectBody(c)) as never)),
  );
  app.post('/api/auth/logout', (c) => respond(c, 'data', () => callerFor(c, deps).auth.logout()));
  app.post('/api/auth/register', (c) =>
    respond(c, 'data', async () => callerFor(c, deps).auth.register((await objectBody(c)) as never), 201),
  );
  app.post('/api/auth/change-password', (c) =>
    respond(c, 'data', async () => callerFor(c, deps).auth.changePassword((await objectBody(c)) as never)),
  );
  app.get('/api/auth/me', (c) => respond(c, 'data', () => callerFor(c, deps).auth.me()));
}
