import { type MatrixRow, signedOut } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the exam days and the countdown.
 * Only the admin lists, sets and clears exam days (everyone else 403). A student's countdown is read by
 * whoever may see the student (Elif: coach1, advisor1, the parent, the admin and she herself), others 404;
 * the student app's own countdown is for STUDENT accounts only.
 */
type ExamDateRow = MatrixRow<{ elif: string }>;

export const EXAM_DATE_ROWS: ExamDateRow[] = [
  {
    route: 'GET /api/admin/exam-dates',
    call: () => ({ method: 'GET', path: '/api/admin/exam-dates' }),
    expect: { ...signedOut, admin: 200, student: 403, others: 403 },
  },
  {
    route: 'PUT /api/admin/exam-dates',
    // A day far ahead, another each call: the matrix never moves the countdown of a demo student.
    call: (_ids, n) => ({
      method: 'PUT',
      path: '/api/admin/exam-dates',
      body: { family: 'LGS', date: `${2080 + n}-06-13`, commandId: crypto.randomUUID() },
    }),
    expect: { ...signedOut, admin: 200, student: 403, others: 403 },
  },
  {
    route: 'DELETE /api/admin/exam-dates/:family/:year',
    // No day was set for YKS 2099: the admin is told so; nobody else gets that far.
    call: () => ({ method: 'DELETE', path: '/api/admin/exam-dates/YKS/2099' }),
    expect: { ...signedOut, admin: 404, student: 403, others: 403 },
  },
  {
    route: 'GET /api/students/:id/exam-countdown',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/exam-countdown` }),
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
    route: 'GET /api/student/exam-countdown',
    call: () => ({ method: 'GET', path: '/api/student/exam-countdown' }),
    expect: { ...signedOut, student: 200, others: 403 },
  },
];
