import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody as body } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/** /api/advisor-notes (spec §7 "Advisor notes"): `{ success: true, data }`, failures `{ success: false, message }`. */
export function installNoteRoutes(app: Hono, deps: AppDeps): void {
  const notes = (c: Context) => callerFor(c, deps).notes;

  app.post('/api/advisor-notes', (c) =>
    respond(c, 'success', async () => notes(c).send((await body(c)) as never), 201),
  );
  app.get('/api/advisor-notes/coach/:coachId/student/:studentId', (c) =>
    respond(c, 'success', () =>
      notes(c).forCoachStudent({
        ...(c.req.query() as Record<string, never>),
        coachId: c.req.param('coachId'),
        studentId: c.req.param('studentId'),
      }),
    ),
  );
  app.get('/api/advisor-notes/coach/:coachId', (c) =>
    respond(c, 'success', () =>
      notes(c).forCoach({ ...(c.req.query() as Record<string, never>), coachId: c.req.param('coachId') }),
    ),
  );
  app.put('/api/advisor-notes/:noteId/read', (c) =>
    respond(c, 'success', () => notes(c).markRead({ noteId: c.req.param('noteId') })),
  );
  app.post('/api/advisor-notes/:noteId/reply', (c) =>
    respond(c, 'success', async () =>
      notes(c).reply({ ...(await body(c)), noteId: c.req.param('noteId') } as never),
    ),
  );
  app.get('/api/advisor-notes/advisor/:advisorId', (c) =>
    respond(c, 'success', () =>
      notes(c).forAdvisor({
        ...(c.req.query() as Record<string, never>),
        advisorId: c.req.param('advisorId'),
      }),
    ),
  );
}
