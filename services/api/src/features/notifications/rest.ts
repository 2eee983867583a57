import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { callerFor, respond } from '../../http/rest';

/** /api/advisor/notifications (spec §7): the signed-in advisor's or coach's own notifications. */
export function installNotificationRoutes(app: Hono, deps: AppDeps): void {
  const notifications = (c: Context) => callerFor(c, deps).notifications;
  const base = '/api/advisor/notifications';

  app.get(base, (c) =>
    respond(c, 'success', () =>
      notifications(c).list({ page: c.req.query('page') as never, limit: c.req.query('limit') as never }),
    ),
  );
  app.get(`${base}/unread-count`, (c) => respond(c, 'success', () => notifications(c).unreadCount()));
  app.put(`${base}/mark-all-read`, (c) => respond(c, 'success', () => notifications(c).markAllRead()));
  app.put(`${base}/:id/read`, (c) =>
    respond(c, 'success', () => notifications(c).markRead({ id: c.req.param('id') })),
  );
  app.delete(`${base}/:id/delete`, (c) =>
    respond(c, 'success', () => notifications(c).delete({ id: c.req.param('id') })),
  );
}
