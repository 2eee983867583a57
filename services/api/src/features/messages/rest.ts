import type { RestTable } from '../../http/rest-table';

const base = '/api/advisor/messages';

/** /api/advisor/messages (spec §7): defaults page 1 and limit 50; sending answers `data.message`. */
export const MESSAGE_ROUTES: RestTable = [
  { method: 'GET', path: base, procedure: 'messages.list', input: ({ query }) => query, envelope: 'success' },
  {
    method: 'POST',
    path: base,
    procedure: 'messages.send',
    body: 'object',
    envelope: 'success',
    status: 201,
  },
  {
    method: 'GET',
    path: `${base}/conversations`,
    procedure: 'messages.conversations',
    envelope: 'success',
  },
  { method: 'GET', path: `${base}/unread-count`, procedure: 'messages.unreadCount', envelope: 'success' },
  {
    method: 'GET',
    path: `${base}/student/:id`,
    procedure: 'messages.withStudent',
    input: ({ query, params }) => ({ ...query, studentId: params.id }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: `${base}/student/:id`,
    procedure: 'messages.sendToStudent',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'success',
    status: 201,
  },
  // The student's side of an advisor's conversation with them (the student app's „Danışman" thread).
  {
    method: 'GET',
    path: '/api/student/advisor-messages',
    procedure: 'messages.ownAdvisor.thread',
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/student/advisor-messages',
    procedure: 'messages.ownAdvisor.send',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/student/advisor-messages/read',
    procedure: 'messages.ownAdvisor.markRead',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/:id/read`,
    procedure: 'messages.markRead',
    input: ({ params }) => ({ id: params.id }),
    envelope: 'success',
  },
];
