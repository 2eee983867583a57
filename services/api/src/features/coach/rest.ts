import type { RestTable } from '../../http/rest-table';

/** The coach's own REST routes, answering `{ data }`. */
export const COACH_ROUTES: RestTable = [
  {
    method: 'POST',
    path: '/api/coach/students',
    procedure: 'coach.addStudent',
    body: 'object',
    status: 201,
    envelope: 'data',
  },
];
