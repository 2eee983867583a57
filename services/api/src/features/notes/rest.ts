import type { RestTable } from '../../http/rest-table';

/** /api/advisor-notes (spec §7 "Advisor notes"): `{ success: true, data }`, failures `{ success: false, message }`. */
export const NOTE_ROUTES: RestTable = [
  {
    method: 'POST',
    path: '/api/advisor-notes',
    procedure: 'notes.send',
    body: 'object',
    envelope: 'success',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/advisor-notes/coach/:coachId/student/:studentId',
    procedure: 'notes.forCoachStudent',
    input: ({ query, params }) => ({ ...query, coachId: params.coachId, studentId: params.studentId }),
    envelope: 'success',
  },
  {
    method: 'GET',
    path: '/api/advisor-notes/coach/:coachId',
    procedure: 'notes.forCoach',
    input: ({ query, params }) => ({ ...query, coachId: params.coachId }),
    envelope: 'success',
  },
  {
    method: 'PUT',
    path: '/api/advisor-notes/:noteId/read',
    procedure: 'notes.markRead',
    input: ({ params }) => ({ noteId: params.noteId }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/advisor-notes/:noteId/reply',
    procedure: 'notes.reply',
    body: 'object',
    input: ({ body, params }) => ({ ...body, noteId: params.noteId }),
    envelope: 'success',
  },
  {
    method: 'GET',
    path: '/api/advisor-notes/advisor/:advisorId',
    procedure: 'notes.forAdvisor',
    input: ({ query, params }) => ({ ...query, advisorId: params.advisorId }),
    envelope: 'success',
  },
];
