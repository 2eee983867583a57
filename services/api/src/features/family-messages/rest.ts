import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/**
 * Family threads over REST (not in the spec, so named plainly), answering `{ data }`:
 * the coach under /api/coach, the parent under /api/parent, the advisor's read-only view under /api/advisor.
 */
export function installFamilyMessageRoutes(app: Hono, deps: AppDeps): void {
  const family = (c: Context) => callerFor(c, deps).familyMessages;
  const studentId = (c: Context) => c.req.param('id') ?? '';

  app.get('/api/coach/messages/threads', (c) => respond(c, 'data', () => family(c).coach.threads()));
  app.get('/api/coach/messages/settings', (c) => respond(c, 'data', () => family(c).coach.settings()));
  app.put('/api/coach/messages/settings', (c) =>
    respond(c, 'data', async () => family(c).coach.setSettings((await objectBody(c)) as never)),
  );

  for (const side of ['coach', 'parent'] as const) {
    const base = `/api/${side}/students/:id/messages`;
    app.get(base, (c) => respond(c, 'data', () => family(c)[side].thread({ studentId: studentId(c) })));
    app.post(base, (c) =>
      respond(
        c,
        'data',
        async () => family(c)[side].send({ ...(await objectBody(c)), studentId: studentId(c) } as never),
        201,
      ),
    );
    app.put(`${base}/read`, (c) =>
      respond(c, 'data', async () =>
        family(c)[side].markRead({ ...(await objectBody(c)), studentId: studentId(c) } as never),
      ),
    );
  }
  app.get('/api/parent/messages/unread-count', (c) => respond(c, 'data', () => family(c).parent.unread()));
  app.get('/api/advisor/students/:id/family-messages', (c) =>
    respond(c, 'success', () => family(c).advisor.thread({ studentId: studentId(c) })),
  );
}
