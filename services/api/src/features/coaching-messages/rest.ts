import type { RestTable } from '../../http/rest-table';

/**
 * Coaching threads over REST, answering `{ data }` (the advisor's view `{ success, data }` like its other
 * routes): the student under /api/student (no path names a student: the account does), the coach under
 * /api/coach/students/:id/student-messages beside the family thread's /messages.
 */
export const COACHING_MESSAGE_ROUTES: RestTable = [
  {
    method: 'GET',
    path: '/api/student/messages',
    procedure: 'coachingMessages.student.thread',
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/student/messages',
    procedure: 'coachingMessages.student.send',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/student/messages/read',
    procedure: 'coachingMessages.student.markRead',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/coach/student-threads',
    procedure: 'coachingMessages.coach.threads',
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/coach/students/:id/student-messages',
    procedure: 'coachingMessages.coach.thread',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/coach/students/:id/student-messages',
    procedure: 'coachingMessages.coach.send',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/coach/students/:id/student-messages/read',
    procedure: 'coachingMessages.coach.markRead',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/advisor/students/:id/student-messages',
    procedure: 'coachingMessages.advisor.thread',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'success',
  },
];
