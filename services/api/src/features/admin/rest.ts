import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

const bodyOf = objectBody;

/** /api/admin: account administration; answers `{ success, data }`. */
export function installAdminRoutes(app: Hono, deps: AppDeps): void {
  app.get('/api/admin/accounts', (c) =>
    respond(c, 'success', () => {
      const q = c.req.query();
      return callerFor(c, deps).admin.listAccounts({
        role: q.role as never,
        search: q.search,
        // Only 'true' and 'false' filter; anything else goes to the schema, which refuses it in Turkish.
        active: q.active === 'true' ? true : q.active === 'false' ? false : (q.active as never),
        page: q.page as never,
        limit: q.limit as never,
      });
    }),
  );
  app.post('/api/admin/accounts', (c) =>
    respond(
      c,
      'success',
      async () => callerFor(c, deps).admin.createAccount((await bodyOf(c)) as never),
      201,
    ),
  );
  app.post('/api/admin/students', (c) =>
    respond(
      c,
      'success',
      async () => callerFor(c, deps).admin.createStudent((await bodyOf(c)) as never),
      201,
    ),
  );
  app.post('/api/admin/parents/:parentId/students', (c) =>
    respond(c, 'success', async () =>
      callerFor(c, deps).admin.linkParent({
        ...(await bodyOf(c)),
        parentId: c.req.param('parentId'),
      } as never),
    ),
  );
  app.post('/api/admin/accounts/:id/deactivate', (c) =>
    respond(c, 'success', () => callerFor(c, deps).admin.deactivate({ accountId: c.req.param('id') })),
  );
  app.post('/api/admin/accounts/:id/reactivate', (c) =>
    respond(c, 'success', () => callerFor(c, deps).admin.reactivate({ accountId: c.req.param('id') })),
  );
  app.get('/api/admin/projections', (c) =>
    respond(c, 'success', () => callerFor(c, deps).admin.projections()),
  );
  app.post('/api/admin/projections/:name/rebuild', (c) =>
    respond(c, 'success', () => callerFor(c, deps).admin.rebuildProjection({ name: c.req.param('name') })),
  );
}
