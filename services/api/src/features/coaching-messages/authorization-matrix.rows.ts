/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the coaching threads and the
 * student's side of an advisor's conversation with them. Elif is coach1's
 * student (advisor1's roster) and has the student account. The student's paths name no student (the
 * account does): only the student gets in. On the coach's paths another coach's student is 404; the
 * advisor whose roster holds Elif's coach reads, the other advisor gets 404.
 */
type Caller =
  | 'none'
  | 'bad'
  | 'admin'
  | 'advisor1'
  | 'advisor2'
  | 'coach1'
  | 'coach2'
  | 'coach4'
  | 'parent'
  | 'student';
type Expect = Partial<Record<Caller, number>> & { others?: number };
export interface CoachingMessageRow {
  route: string;
  call: (ids: { elif: string }, n: number) => { method: string; path: string; body?: unknown };
  expect: Expect;
}

const signedOut = { none: 401, bad: 401 };
const studentOnly = (ok: number) => ({ ...signedOut, student: ok, others: 403 });
const elifsCoach = (ok: number) => ({ ...signedOut, coach1: ok, coach2: 404, coach4: 404, others: 403 });

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
    expect: elifsCoach(200),
  },
  {
    route: 'POST /api/coach/students/:id/student-messages',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/coach/students/${ids.elif}/student-messages`,
      body: { content: `Matris yanıtı ${n}` },
    }),
    expect: elifsCoach(201),
  },
  {
    route: 'PUT /api/coach/students/:id/student-messages/read',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/coach/students/${ids.elif}/student-messages/read`,
      body: {},
    }),
    expect: elifsCoach(200),
  },
  {
    route: 'GET /api/advisor/students/:id/student-messages',
    call: (ids) => ({ method: 'GET', path: `/api/advisor/students/${ids.elif}/student-messages` }),
    expect: { ...signedOut, advisor1: 200, advisor2: 404, others: 403 },
  },
];
