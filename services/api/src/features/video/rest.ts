import type { RestTable } from '../../http/rest-table';

/**
 * Video calls under /api/advisor (spec §7): `{ success: true, data }`, failures `{ success: false, message }`.
 * Coaches use the same paths with their own token (their incoming calls, joining, leaving).
 */
export const VIDEO_ROUTES: RestTable = [
  {
    method: 'POST',
    path: '/api/advisor/video-call',
    procedure: 'video.start',
    body: 'object',
    envelope: 'success',
    status: 201,
  },
  { method: 'GET', path: '/api/advisor/video-call/active', procedure: 'video.active', envelope: 'success' },
  {
    method: 'POST',
    path: '/api/advisor/video-call/:id',
    procedure: 'video.join',
    body: 'object',
    input: ({ body, params }) => ({ ...body, callId: params.id }),
    envelope: 'success',
  },
  {
    method: 'PUT',
    path: '/api/advisor/video-call/:id',
    procedure: 'video.updateStatus',
    body: 'object',
    input: ({ body, params }) => ({ ...body, callId: params.id }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/advisor/video-sessions/end',
    procedure: 'video.end',
    body: 'object',
    envelope: 'success',
  },
  // A coach's own call with her student (and the parents); the student and parents answer it.
  {
    method: 'POST',
    path: '/api/coach/students/:id/video-call',
    procedure: 'video.startWithStudent',
    body: 'object',
    input: ({ body, params }) => ({ ...body, studentId: params.id }),
    envelope: 'success',
    status: 201,
  },
  { method: 'GET', path: '/api/video-calls/incoming', procedure: 'video.incoming', envelope: 'success' },
  {
    method: 'POST',
    path: '/api/video-calls/:id/join',
    procedure: 'video.joinInvite',
    input: ({ params }) => ({ callId: params.id }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/video-calls/:id/decline',
    procedure: 'video.declineInvite',
    input: ({ params }) => ({ callId: params.id }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/video-calls/:id/leave',
    procedure: 'video.leaveInvite',
    input: ({ params }) => ({ callId: params.id }),
    envelope: 'success',
  },
  // The call history with filters: coachId, studentId, status, endReason, from, to, page, limit.
  {
    method: 'GET',
    path: '/api/advisor/video-logs',
    procedure: 'video.history',
    input: ({ query }) => query,
    envelope: 'success',
  },
];
