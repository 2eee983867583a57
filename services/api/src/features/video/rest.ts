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
  // The call history with filters: coachId, studentId, status, endReason, from, to, page, limit.
  {
    method: 'GET',
    path: '/api/advisor/video-logs',
    procedure: 'video.history',
    input: ({ query }) => query,
    envelope: 'success',
  },
];
