import type { MatrixRow } from './authorization-matrix.row';
import type { RunningServer } from './server';
import { api } from './testing-http';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for video calls, with the calls they
 * need. A call is seen only by its participants: the other tenant's advisor and coaches get 404 (its
 * existence is private), roles that are never in a call (admin, parent) 403.
 */
export interface VideoIds {
  /** advisor1 ↔ coach1, coach1 has joined. */
  videoCall: string;
  /** advisor1 ↔ coach1, ended by the end row. */
  videoCallToEnd: string;
  /** coach1 calls Elif and her parent: ringing, answered by the join row. */
  coachCallToJoin: string;
  /** coach1 calls Elif and her parent: ringing, declined by both in the decline row. */
  coachCallToDecline: string;
  /** coach1 calls Elif and her parent: both in it, leaving in the leave row. */
  coachCallToLeave: string;
}

type VideoRow = MatrixRow<VideoIds & { coach1: string; elif: string }>;

const participantsOnly = {
  none: 401,
  bad: 401,
  admin: 403,
  parent: 403,
  advisor1: 200,
  coach1: 200,
  others: 404,
};
const inCalls = { none: 401, bad: 401, admin: 403, parent: 403, others: 200 };
/** A coach's call is answered by her student and the student's parents only; every other role: 403. */
const invitees = { none: 401, bad: 401, parent: 200, student: 200, others: 403 };

export const VIDEO_ROWS: VideoRow[] = [
  {
    route: 'POST /api/advisor/video-call',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor/video-call',
      body: { participantType: 'COACH', coachId: ids.coach1 },
    }),
    // Only an advisor starts calls, and only with their own coach.
    expect: { none: 401, bad: 401, advisor1: 201, advisor2: 403, others: 403 },
  },
  {
    route: 'GET /api/advisor/video-call/active',
    call: () => ({ method: 'GET', path: '/api/advisor/video-call/active' }),
    expect: inCalls,
  },
  {
    route: 'POST /api/advisor/video-call/:id',
    call: (ids) => ({
      method: 'POST',
      path: `/api/advisor/video-call/${ids.videoCall}`,
      body: { action: 'join' },
    }),
    expect: participantsOnly,
  },
  {
    route: 'PUT /api/advisor/video-call/:id',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/advisor/video-call/${ids.videoCall}`,
      body: { status: 'CONNECTED' },
    }),
    expect: participantsOnly,
  },
  {
    route: 'POST /api/advisor/video-sessions/end',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor/video-sessions/end',
      body: { sessionId: ids.videoCallToEnd, endReason: 'ADVISOR_ENDED' },
    }),
    // advisor1 ends it; coach1 (called after) finds it ended: 409.
    expect: { ...participantsOnly, coach1: 409 },
  },
  {
    route: 'POST /api/coach/students/:id/video-call',
    call: (ids) => ({
      method: 'POST',
      path: `/api/coach/students/${ids.elif}/video-call`,
      body: { inviteParents: true },
    }),
    // Only Elif's own coach calls her; another coach learns nothing of her (404).
    expect: { none: 401, bad: 401, coach1: 201, coach2: 404, coach4: 404, others: 403 },
  },
  {
    route: 'POST /api/coach/students/:id/video-call',
    call: (ids) => ({
      method: 'POST',
      path: `/api/coach/students/${ids.elif}/video-call`,
      body: { coachingSessionId: 'baskasinin-seansi' },
    }),
    expect: { none: 401, bad: 401, coach1: 404, coach2: 404, coach4: 404, others: 403 },
  },
  {
    route: 'GET /api/video-calls/incoming',
    call: () => ({ method: 'GET', path: '/api/video-calls/incoming' }),
    expect: invitees,
  },
  {
    route: 'POST /api/video-calls/:id/join',
    call: (ids) => ({ method: 'POST', path: `/api/video-calls/${ids.coachCallToJoin}/join` }),
    expect: invitees,
  },
  {
    route: 'POST /api/video-calls/:id/join',
    // An advisor's call with coach1: the student and the parent are not in it.
    call: (ids) => ({ method: 'POST', path: `/api/video-calls/${ids.videoCall}/join` }),
    expect: { ...invitees, parent: 404, student: 404 },
  },
  {
    route: 'POST /api/video-calls/:id/decline',
    // The parent declines first (the call rings on for Elif), then Elif (the call ends).
    call: (ids) => ({ method: 'POST', path: `/api/video-calls/${ids.coachCallToDecline}/decline` }),
    expect: invitees,
  },
  {
    route: 'POST /api/video-calls/:id/leave',
    call: (ids) => ({ method: 'POST', path: `/api/video-calls/${ids.coachCallToLeave}/leave` }),
    expect: invitees,
  },
  {
    route: 'GET /api/advisor/video-logs',
    call: () => ({ method: 'GET', path: '/api/advisor/video-logs?endReason=ADVISOR_ENDED' }),
    // Each caller reads their own calls; the admin every call.
    expect: { none: 401, bad: 401, parent: 403, others: 200 },
  },
  {
    route: 'GET /api/advisor/video-logs',
    call: (ids) => ({ method: 'GET', path: `/api/advisor/video-logs?coachId=${ids.coach1}` }),
    expect: { none: 401, bad: 401, admin: 200, advisor1: 200, coach1: 200, others: 403 },
  },
];

/** Starts the calls the rows refer to, as the demo's first advisor and coach. */
export async function prepareVideoIds(
  server: RunningServer,
  tokens: Map<string, string | null>,
  known: { coach1: string; elif: string },
): Promise<VideoIds> {
  const start = async () => {
    const res = await api(server.url, 'POST', '/api/advisor/video-call', {
      token: tokens.get('advisor1'),
      body: { participantType: 'COACH', coachId: known.coach1 },
    });
    if (res.status !== 201)
      throw new Error(`video call for the matrix: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const videoCall = await start();
  const joined = await api(server.url, 'POST', `/api/advisor/video-call/${videoCall}`, {
    token: tokens.get('coach1'),
    body: { action: 'join' },
  });
  if (joined.status !== 200) throw new Error(`join for the matrix: ${joined.status}`);
  const coachCall = async () => {
    const res = await api(server.url, 'POST', `/api/coach/students/${known.elif}/video-call`, {
      token: tokens.get('coach1'),
      body: { inviteParents: true },
    });
    if (res.status !== 201)
      throw new Error(`coach's call for the matrix: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.id as string;
  };
  const coachCallToLeave = await coachCall();
  for (const caller of ['parent', 'student'])
    if (
      (
        await api(server.url, 'POST', `/api/video-calls/${coachCallToLeave}/join`, {
          token: tokens.get(caller),
        })
      ).status !== 200
    )
      throw new Error(`${caller} joins for the matrix`);
  return {
    videoCall,
    videoCallToEnd: await start(),
    coachCallToJoin: await coachCall(),
    coachCallToDecline: await coachCall(),
    coachCallToLeave,
  };
}
