import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { callerFor, jsonBody, respond } from '../../http/rest';

/** Public-site endpoints: configuration the pages show, and the two forms. */
export function installPublicRoutes(app: Hono, deps: AppDeps): void {
  const body = async (c: Context) => (await jsonBody(c)) as never;
  app.get('/api/public/config', (c) => respond(c, 'data', () => callerFor(c, deps).public.config()));
  // The forms answer `{ success: true }` (201), or `{ success: false, message, errors }`.
  const form = (run: (c: Context) => Promise<unknown>) => async (c: Context) => {
    const res = await respond(c, 'success', () => run(c), 201);
    if (res.status !== 201) return res;
    return c.json({ success: true }, 201);
  };
  app.post(
    '/api/public/contact',
    form(async (c) => callerFor(c, deps).public.contact(await body(c))),
  );
  app.post(
    '/api/public/account-requests',
    form(async (c) => callerFor(c, deps).public.accountRequest(await body(c))),
  );
  app.get('/api/admin/requests', (c) =>
    respond(c, 'success', () => {
      const q = c.req.query();
      return callerFor(c, deps).public.requests({
        kind: q.kind as never,
        page: q.page as never,
        limit: q.limit as never,
      });
    }),
  );
}
