import type { RestTable } from '../../http/rest-table';

/**
 * Exam days over REST, answering `{ data }`: the admin lists, sets and clears them under
 * `/api/admin/exam-dates`; a student's countdown is `/api/students/{id}/exam-countdown` (the team, the
 * family, the student) and the student app's own `/api/student/exam-countdown`.
 */
export const EXAM_DATE_ROUTES: RestTable = [
  { method: 'GET', path: '/api/admin/exam-dates', procedure: 'examDates.list', envelope: 'data' },
  {
    method: 'PUT',
    path: '/api/admin/exam-dates',
    procedure: 'examDates.set',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: '/api/admin/exam-dates/:family/:year',
    procedure: 'examDates.clear',
    input: ({ params }) => ({ family: params.family, year: params.year }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/students/:id/exam-countdown',
    procedure: 'examDates.countdown',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/student/exam-countdown',
    procedure: 'examDates.myCountdown',
    envelope: 'data',
  },
];
