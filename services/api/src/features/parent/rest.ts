import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { callerFor, respond } from '../../http/rest';

/** /api/parent: the signed-in parent's own data, answering `{ data }`. */
export function installParentRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/parent/students', (c) => respond(c, 'data', () => callerFor(c, deps).parent.students()));
  app.get('/api/parent/profile', (c) => respond(c, 'data', () => callerFor(c, deps).parent.profile()));
}
