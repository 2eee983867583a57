import type { RestTable } from '../../http/rest-table';

/**
 * Family threads over REST (not in the spec, so named plainly), answering `{ data }`: the coach under
 * /api/coach, the parent under /api/parent (the same three thread routes each), the advisor's read-only
 * view under /api/advisor.
 */
export const FAMILY_MESSAGE_ROUTES: RestTable = [
  {
    method: 'GET',
    path: '/api/coach/messages/threads',
    procedure: 'familyMessages.coach.threads',
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/coach/messages/settings',
    procedure: 'familyMessages.coach.settings',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: '/api/coach/messages/settings',
    procedure: 'familyMessages.coach.setSettings',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/coach/students/:id/messages',
    procedure: 'familyMessages.coach.thread',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/coach/students/:id/messages',
    procedure: 'familyMessages.coach.send',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/coach/students/:id/messages/read',
    procedure: 'familyMessages.coach.markRead',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/parent/students/:id/messages',
    procedure: 'familyMessages.parent.thread',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/parent/students/:id/messages',
    procedure: 'familyMessages.parent.send',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/parent/students/:id/messages/read',
    procedure: 'familyMessages.parent.markRead',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/parent/messages/unread-count',
    procedure: 'familyMessages.parent.unread',
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/advisor/students/:id/family-messages',
    procedure: 'familyMessages.advisor.thread',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'success',
  },
];
