import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { callerFor, respond } from '../../http/rest';

export function installStudentRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/students/:id', (c) =>
    respond(c, 'data', () => callerFor(c, deps).students.byId({ studentId: c.req.param('id') })),
  );
}
