import type { RestTable } from '../../http/rest-table';

/**
 * The focus log over REST, answering `{ data }`. A student logs a block under `/api/student/…` (the
 * student is the session's own); staff read a student's week under `/api/students/{id}/focus?week=`.
 */
export const FOCUS_ROUTES: RestTable = [
  {
    method: 'POST',
    path: '/api/student/focus-blocks',
    procedure: 'focus.logBlock',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/students/:id/focus',
    procedure: 'focus.studentDays',
    input: ({ query, params }) => ({ ...query, studentId: params.id }),
    envelope: 'data',
  },
];
