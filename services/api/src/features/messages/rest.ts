import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/** /api/advisor/messages (spec §7): defaults page 1 and limit 50; sending answers `data.message`. */
export function installMessageRoutes(app: Hono, deps: AppDeps): void {
  const messages = (c: Context) => callerFor(c, deps).messages;
  const base = '/api/advisor/messages';
  const query = (c: Context) => c.req.query() as Record<string, never>;

  app.get(base, (c) => respond(c, 'success', () => messages(c).list(query(c))));
  app.post(base, (c) =>
    respond(c, 'success', async () => messages(c).send((await objectBody(c)) as never), 201),
  );
  app.get(`${base}/conversations`, (c) => respond(c, 'success', () => messages(c).conversations()));
  app.get(`${base}/unread-count`, (c) => respond(c, 'success', () => messages(c).unreadCount()));
  app.get(`${base}/student/:id`, (c) =>
    respond(c, 'success', () => messages(c).withStudent({ ...query(c), studentId: c.req.param('id') })),
  );
  app.post(`${base}/student/:id`, (c) =>
    respond(
      c,
      'success',
      async () =>
        messages(c).sendToStudent({ ...(await objectBody(c)), studentId: c.req.param('id') } as never),
      201,
    ),
  );
  app.put(`${base}/:id/read`, (c) =>
    respond(c, 'success', () => messages(c).markRead({ id: c.req.param('id') })),
  );
}
