import type { RestTable } from '../../http/rest-table';

/**
 * Invitations, answering `{ data }`. The link token travels in the path of the public invitation page's
 * GET only (it is the link in the mail); accepting and declining carry it in the body.
 */
export const INVITATION_ROUTES: RestTable = [
  {
    method: 'POST',
    path: '/api/advisor/invitations',
    procedure: 'invitations.inviteCoach',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  { method: 'GET', path: '/api/advisor/invitations', procedure: 'invitations.advisorList', envelope: 'data' },
  {
    method: 'POST',
    path: '/api/organisation/invitations',
    procedure: 'invitations.inviteAdvisor',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/invitations/:id/revoke',
    procedure: 'invitations.revoke',
    body: 'json',
    input: ({ params, body }) => ({ ...(isObject(body) ? body : {}), invitationId: params.id }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/students/:studentId/invitations',
    procedure: 'invitations.inviteToStudent',
    body: 'object',
    input: ({ params, body }) => ({ ...body, studentId: params.studentId }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/students/:studentId/invitations',
    procedure: 'invitations.studentList',
    input: ({ params }) => ({ studentId: params.studentId }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/invitations/accept',
    procedure: 'invitations.accept',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/invitations/decline',
    procedure: 'invitations.decline',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/invitations/code',
    procedure: 'invitations.previewCode',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'GET',
    path: '/api/invitations/:token',
    procedure: 'invitations.preview',
    input: ({ params }) => ({ token: params.token }),
    envelope: 'data',
  },
  { method: 'GET', path: '/api/student/home', procedure: 'invitations.studentHome', envelope: 'data' },
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
