import { coach1Only, type MatrixRow, signedOut, studentOnly } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the coaching threads and the
 * student's side of an advisor's conversation with them. Elif is coach1's
 * student (advisor1's roster) and has the student account. The student's paths name no student (the
 * account does): only the student gets in. On the coach's paths another coach's student is 404; the
 * advisor whose roster holds Elif's coach reads, the other advisor gets 404.
 */
type CoachingMessageRow = MatrixRow<{ elif: string }>;

export const COACHING_MESSAGE_ROWS: CoachingMessageRow[] = [
  {
    route: 'GET /api/student/messages',
    call: () => ({ method: 'GET', path: '/api/student/messages' }),
    expect: studentOnly(200),
  },
  {
    route: 'POST /api/student/messages',
    call: (_ids, n) => ({ method: 'POST', path: '/api/student/messages', body: { content: `Matris ${n}` } }),
    expect: studentOnly(201),
  },
  {
    route: 'PUT /api/student/messages/read',
    call: () => ({ method: 'PUT', path: '/api/student/messages/read', body: {} }),
    expect: studentOnly(200),
  },
  // The student's side of their advisor's conversation with them (features/messages).
  {
    route: 'GET /api/student/advisor-messages',
    call: () => ({ method: 'GET', path: '/api/student/advisor-messages' }),
    expect: studentOnly(200),
  },
  {
    route: 'POST /api/student/advisor-messages',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/student/advisor-messages',
      body: { content: `Matris ${n}` },
    }),
    expect: studentOnly(201),
  },
  {
    route: 'PUT /api/student/advisor-messages/read',
    call: () => ({ method: 'PUT', path: '/api/student/advisor-messages/read', body: {} }),
    expect: studentOnly(200),
  },
  {
    route: 'GET /api/coach/student-threads',
    call: () => ({ method: 'GET', path: '/api/coach/student-threads' }),
    expect: { ...signedOut, coach1: 200, coach2: 200, coach4: 200, others: 403 },
  },
  {
    route: 'GET /api/coach/students/:id/student-messages',
    call: (ids) => ({ method: 'GET', path: `/api/coach/students/${ids.elif}/student-messages` }),
    expect: coach1Only(200),
  },
  {
    route: 'POST /api/coach/students/:id/student-messages',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/coach/students/${ids.elif}/student-messages`,
      body: { content: `Matris yanıtı ${n}` },
    }),
    expect: coach1Only(201),
  },
  {
    route: 'PUT /api/coach/students/:id/student-messages/read',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/coach/students/${ids.elif}/student-messages/read`,
      body: {},
    }),
    expect: coach1Only(200),
  },
  {
    route: 'GET /api/advisor/students/:id/student-messages',
    call: (ids) => ({ method: 'GET', path: `/api/advisor/students/${ids.elif}/student-messages` }),
    expect: { ...signedOut, advisor1: 200, advisor2: 404, others: 403 },
  },
];
