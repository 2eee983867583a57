import type { RunningServer } from './server';
import { api } from './testing-http';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for advisor notes, notifications,
 * messages and web push, with the records they need. Kept beside the matrix so each feature's rows stay
 * together; the matrix runs them with the rest.
 */
export interface LiveIds {
  advisor1: string;
  coach1: string;
  elif: string;
  /** A note of advisor1 to coach1 about Elif. */
  note: string;
}

type Caller = 'none' | 'bad' | 'admin' | 'advisor1' | 'advisor2' | 'coach1' | 'coach2' | 'coach4' | 'parent';
type Expect = Partial<Record<Caller, number>> & { others?: number };
export interface LiveRow {
  route: string;
  call: (ids: LiveIds, n: number) => { method: string; path: string; body?: unknown };
  expect: Expect;
}

const coach1OrAdmin = { none: 401, bad: 401, admin: 200, coach1: 200, others: 403 };
/** coach1's own record: other coaches do not learn it exists (404); other roles are refused (403). */
const coach1Only = { none: 401, bad: 401, coach1: 200, coach2: 404, coach4: 404, others: 403 };

export const LIVE_ROWS: LiveRow[] = [
  {
    route: 'POST /api/advisor-notes',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor-notes',
      body: {
        coachId: ids.coach1,
        studentId: ids.elif,
        content: 'Matris notu',
        pageContext: '/advisor/students',
      },
    }),
    expect: { none: 401, bad: 401, advisor1: 201, others: 403 },
  },
  {
    route: 'GET /api/advisor-notes/coach/:coachId/student/:studentId',
    call: (ids) => ({ method: 'GET', path: `/api/advisor-notes/coach/${ids.coach1}/student/${ids.elif}` }),
    expect: coach1OrAdmin,
  },
  {
    route: 'GET /api/advisor-notes/coach/:coachId',
    call: (ids) => ({ method: 'GET', path: `/api/advisor-notes/coach/${ids.coach1}?search=matris` }),
    expect: coach1OrAdmin,
  },
  {
    route: 'PUT /api/advisor-notes/:noteId/read',
    call: (ids) => ({ method: 'PUT', path: `/api/advisor-notes/${ids.note}/read` }),
    expect: coach1Only,
  },
  {
    route: 'POST /api/advisor-notes/:noteId/reply',
    call: (ids) => ({
      method: 'POST',
      path: `/api/advisor-notes/${ids.note}/reply`,
      body: { coachReply: 'Tamam' },
    }),
    expect: coach1Only,
  },
  {
    route: 'GET /api/advisor-notes/advisor/:advisorId',
    call: (ids) => ({ method: 'GET', path: `/api/advisor-notes/advisor/${ids.advisor1}` }),
    expect: { none: 401, bad: 401, admin: 200, advisor1: 200, others: 403 },
  },
];

/** Creates what the rows refer to, as the demo's first advisor and coach. */
export async function prepareLiveIds(
  server: RunningServer,
  tokens: Map<string, string | null>,
  known: { coach1: string; elif: string },
): Promise<Omit<LiveIds, 'coach1' | 'elif'>> {
  const sent = await api(server.url, 'POST', '/api/advisor-notes', {
    token: tokens.get('advisor1'),
    body: {
      coachId: known.coach1,
      studentId: known.elif,
      content: 'Matris için not',
      pageContext: '/advisor/students',
    },
  });
  if (sent.status !== 201)
    throw new Error(`note for the matrix: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { advisor1: sent.body.data.advisorId, note: sent.body.data.id };
}
