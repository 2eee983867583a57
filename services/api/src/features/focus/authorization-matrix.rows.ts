/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the focus log. Elif is coach1's
 * student (advisor1's roster, linked to the parent). Logging is for STUDENT accounts only (the matrix has
 * no student caller: everyone here is refused 403; the student's own path is in focus.rest.test.ts); a
 * student's focus week is read by whoever may see the student, others 404.
 */
type Caller = 'none' | 'bad' | 'admin' | 'advisor1' | 'advisor2' | 'coach1' | 'coach2' | 'coach4' | 'parent';
type Expect = Partial<Record<Caller, number>> & { others?: number };
export interface FocusRow {
  route: string;
  call: (ids: { elif: string }, n: number) => { method: string; path: string; body?: unknown };
  expect: Expect;
}

const signedOut = { none: 401, bad: 401 };

export const FOCUS_ROWS: FocusRow[] = [
  {
    route: 'POST /api/student/focus-blocks',
    call: () => ({
      method: 'POST',
      path: '/api/student/focus-blocks',
      body: {
        minutes: 25,
        startedAt: '2026-01-05T08:00:00.000Z',
        endedAt: '2026-01-05T08:25:00.000Z',
        commandId: crypto.randomUUID(),
      },
    }),
    expect: { ...signedOut, others: 403 },
  },
  {
    route: 'GET /api/students/:id/focus',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/focus` }),
    expect: {
      ...signedOut,
      admin: 200,
      advisor1: 200,
      advisor2: 404,
      coach1: 200,
      coach2: 404,
      coach4: 404,
      parent: 200,
    },
  },
  {
    route: 'GET /api/students/:id/focus',
    call: () => ({ method: 'GET', path: '/api/students/olmayan-ogrenci/focus' }),
    expect: { ...signedOut, others: 404 },
  },
];
