import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/**
 * Video calls under /api/advisor (spec §7): `{ success: true, data }`, failures `{ success: false, message }`.
 * Coaches use the same paths with their own token (their incoming calls, joining, leaving).
 */
export function installVideoRoutes(app: Hono, deps: AppDeps): void {
  const caller = (c: Context) => callerFor(c, deps).video;
  const body = objectBody;

  app.post('/api/advisor/video-call', (c) =>
    respond(c, 'success', async () => caller(c).start((await body(c)) as never), 201),
  );
  app.get('/api/advisor/video-call/active', (c) => respond(c, 'success', () => caller(c).active()));
  app.post('/api/advisor/video-call/:id', (c) =>
    respond(c, 'success', async () =>
      caller(c).join({ ...(await body(c)), callId: c.req.param('id') } as never),
    ),
  );
  app.put('/api/advisor/video-call/:id', (c) =>
    respond(c, 'success', async () =>
      caller(c).updateStatus({ ...(await body(c)), callId: c.req.param('id') } as never),
    ),
  );
  app.post('/api/advisor/video-sessions/end', (c) =>
    respond(c, 'success', async () => caller(c).end((await body(c)) as never)),
  );
  /** The call history with filters: coachId, studentId, status, endReason, from, to, page, limit. */
  app.get('/api/advisor/video-logs', (c) =>
    respond(c, 'success', () => caller(c).history(c.req.query() as never)),
  );
}
