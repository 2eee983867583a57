import { type MatrixRow, signedOut } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the focus log. Elif is coach1's
 * student (advisor1's roster, linked to the parent) and the matrix's `student` is her own account. Logging
 * is for STUDENT accounts only (everyone else 403); a student's focus week is read by whoever may see the
 * student (she too), others 404.
 */
type FocusRow = MatrixRow<{ elif: string }>;

export const FOCUS_ROWS: FocusRow[] = [
  {
    route: 'POST /api/student/focus-blocks',
    // Each call a block of its own, an hour apart: a block the student logged never overlaps the next.
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/student/focus-blocks',
      body: {
        minutes: 25,
        startedAt: new Date(Date.UTC(2026, 0, 5, 8) + n * 3_600_000).toISOString(),
        endedAt: new Date(Date.UTC(2026, 0, 5, 8, 25) + n * 3_600_000).toISOString(),
        commandId: crypto.randomUUID(),
      },
    }),
    expect: { ...signedOut, student: 201, others: 403 },
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
      student: 200,
    },
  },
  {
    route: 'GET /api/students/:id/focus',
    call: () => ({ method: 'GET', path: '/api/students/olmayan-ogrenci/focus' }),
    expect: { ...signedOut, student: 404, others: 404 },
  },
];
