import { coach1Only, type MatrixCaller, type MatrixRow, signedOut } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the family threads. Elif is coach1's
 * student (advisor1's roster) and linked to the parent. Each path belongs to one role (others 403); within
 * it, another coach's student is 404 and the other advisor gets 404 for a student not under their coaches.
 */
type FamilyMessageRow = MatrixRow<{ elif: string }, Exclude<MatrixCaller, 'student'>>;

const coaches = { ...signedOut, coach1: 200, coach2: 200, coach4: 200, others: 403 };
const parentOnly = (ok: number) => ({ ...signedOut, parent: ok, others: 403 });

export const FAMILY_MESSAGE_ROWS: FamilyMessageRow[] = [
  {
    route: 'GET /api/coach/messages/threads',
    call: () => ({ method: 'GET', path: '/api/coach/messages/threads' }),
    expect: coaches,
  },
  {
    route: 'GET /api/coach/messages/settings',
    call: () => ({ method: 'GET', path: '/api/coach/messages/settings' }),
    expect: coaches,
  },
  {
    route: 'PUT /api/coach/messages/settings',
    call: () => ({
      method: 'PUT',
      path: '/api/coach/messages/settings',
      body: { allowParentMessages: true },
    }),
    expect: coaches,
  },
  {
    route: 'GET /api/coach/students/:id/messages',
    call: (ids) => ({ method: 'GET', path: `/api/coach/students/${ids.elif}/messages` }),
    expect: coach1Only(200),
  },
  {
    route: 'POST /api/coach/students/:id/messages',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/coach/students/${ids.elif}/messages`,
      body: { content: `Matris mesajı ${n}` },
    }),
    expect: coach1Only(201),
  },
  {
    route: 'PUT /api/coach/students/:id/messages/read',
    call: (ids) => ({ method: 'PUT', path: `/api/coach/students/${ids.elif}/messages/read` }),
    expect: coach1Only(200),
  },
  {
    route: 'GET /api/parent/students/:id/messages',
    call: (ids) => ({ method: 'GET', path: `/api/parent/students/${ids.elif}/messages` }),
    expect: parentOnly(200),
  },
  {
    route: 'POST /api/parent/students/:id/messages',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/parent/students/${ids.elif}/messages`,
      body: { content: `Veli matris mesajı ${n}` },
    }),
    // Allowed: the seed and the settings row above have coach1 allow parent messages.
    expect: parentOnly(201),
  },
  {
    route: 'PUT /api/parent/students/:id/messages/read',
    call: (ids) => ({ method: 'PUT', path: `/api/parent/students/${ids.elif}/messages/read` }),
    expect: parentOnly(200),
  },
  {
    route: 'GET /api/parent/messages/unread-count',
    call: () => ({ method: 'GET', path: '/api/parent/messages/unread-count' }),
    expect: parentOnly(200),
  },
  {
    route: 'GET /api/advisor/students/:id/family-messages',
    call: (ids) => ({ method: 'GET', path: `/api/advisor/students/${ids.elif}/family-messages` }),
    // Oversight: the advisor whose roster holds Elif's coach reads; the other advisor does not see her.
    expect: { ...signedOut, advisor1: 200, advisor2: 404, others: 403 },
  },
];
