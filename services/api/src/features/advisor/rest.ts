import type { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/** The REST lists return every item (up to the page cap) as a plain array, as the spec's clients read them. */
const ALL = { page: 1, limit: 500 } as const;
const listQuery = (q: Record<string, string>) => ({
  search: q.search,
  sortBy: q.sortBy as never,
  sortOrder: q.sortOrder as never,
  classLevel: q.classLevel as never,
  examTarget: q.examTarget as never,
  page: (q.page ?? ALL.page) as never,
  limit: (q.limit ?? ALL.limit) as never,
});

/** /api/advisor (spec §7 "Advisor area"): `{ success: true, data }`, failures `{ success: false, message }`. */
export function installAdvisorRoutes(app: Hono, deps: AppDeps): void {
  const caller = (c: Parameters<typeof callerFor>[0]) => callerFor(c, deps).advisor;
  // A body that is not a JSON object (an array, a string) is refused with a Turkish 400 before the procedure.
  const body = objectBody;

  app.get('/api/advisor/dashboard', (c) => respond(c, 'success', () => caller(c).dashboard()));
  app.get('/api/advisor/coaches', (c) =>
    respond(c, 'success', async () => (await caller(c).coaches(listQuery(c.req.query()))).items),
  );
  app.get('/api/advisor/available-coaches', (c) =>
    respond(c, 'success', async () => (await caller(c).availableCoaches(listQuery(c.req.query()))).items),
  );
  app.get('/api/advisor/coaches/:id', (c) =>
    respond(c, 'success', () => caller(c).coach({ coachId: c.req.param('id') })),
  );
  app.get('/api/advisor/coaches/:id/stats', (c) =>
    respond(c, 'success', () => caller(c).coachStats({ coachId: c.req.param('id') })),
  );
  app.get('/api/advisor/coaches/:id/students', (c) =>
    respond(
      c,
      'success',
      async () =>
        (await caller(c).coachStudents({ ...listQuery(c.req.query()), coachId: c.req.param('id') })).items,
    ),
  );
  app.get('/api/advisor/coaches/:id/video-logs', (c) =>
    respond(c, 'success', () =>
      caller(c).coachVideoLogs({ ...c.req.query(), coachId: c.req.param('id') } as never),
    ),
  );
  app.get('/api/advisor/students', (c) =>
    respond(c, 'success', async () => (await caller(c).students(listQuery(c.req.query()))).items),
  );
  app.get('/api/advisor/students/unassigned', (c) =>
    respond(c, 'success', async () => (await caller(c).unassignedStudents(listQuery(c.req.query()))).items),
  );
  app.get('/api/advisor/students/:id', (c) =>
    respond(c, 'success', () => caller(c).student({ studentId: c.req.param('id') })),
  );
  app.get('/api/advisor/students/:id/assignment-history', (c) =>
    respond(c, 'success', () => callerFor(c, deps).audit.assignmentHistory({ studentId: c.req.param('id') })),
  );
  app.post('/api/advisor/students', (c) =>
    respond(c, 'success', async () => caller(c).createStudent((await body(c)) as never), 201),
  );
  app.post('/api/advisor/add-coach', (c) =>
    respond(c, 'success', async () => caller(c).addCoach((await body(c)) as never)),
  );
  app.post('/api/advisor/remove-coach', (c) =>
    respond(c, 'success', async () => caller(c).removeCoach((await body(c)) as never)),
  );
  app.post('/api/advisor/assign-coach', (c) =>
    respond(c, 'success', async () => caller(c).assignCoach((await body(c)) as never)),
  );
  app.post('/api/advisor/unassign-coach', (c) =>
    respond(c, 'success', async () => caller(c).unassignCoach((await body(c)) as never)),
  );
  app.get('/api/advisor/profile', (c) => respond(c, 'success', () => caller(c).profile()));
  app.put('/api/advisor/profile', (c) =>
    respond(c, 'success', async () => caller(c).updateProfile((await body(c)) as never)),
  );
  app.get('/api/calendar-manager', (c) => {
    const q = c.req.query();
    return respond(c, 'success', () =>
      callerFor(c, deps).calendar.coach({
        type: q.type as never,
        targetId: q.targetId!,
        startDate: q.startDate!,
        endDate: q.endDate!,
      }),
    );
  });
}
