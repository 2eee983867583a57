import type { VideoParticipantType } from '@pusula/contracts/video/video-constants';

/**
 * The request that takes someone out of a call when they leave the page mid-call (a route change, a closed
 * tab): the host ends it — so the invitees' ring stops at once instead of after the ring timeout — and
 * anyone else leaves it, through the same REST routes the buttons use. The request is sent with
 * `keepalive`, so the browser delivers it even while the page unloads; `sendBeacon` cannot carry the
 * bearer token these routes need.
 */
export function exitRequest(
  callId: string,
  side: VideoParticipantType,
  hosting: boolean,
): { url: string; method: 'POST' | 'PUT'; body?: Record<string, unknown> } {
  if (hosting)
    return {
      url: '/api/advisor/video-sessions/end',
      method: 'POST',
      body: { sessionId: callId, endReason: side === 'COACH' ? 'COACH_ENDED' : 'ADVISOR_ENDED' },
    };
  // A coach's student and the parents leave through their own door (parents have no other).
  if (side === 'STUDENT' || side === 'PARENT')
    return { url: `/api/video-calls/${encodeURIComponent(callId)}/leave`, method: 'POST' };
  return {
    url: `/api/advisor/video-call/${encodeURIComponent(callId)}`,
    method: 'PUT',
    body: { status: 'LEFT' },
  };
}

/** Sends the exit request of a page that is going away (fire and forget: the page may be gone). */
export function sendExitRequest(callId: string, side: VideoParticipantType, hosting: boolean): void {
  const { url, method, body } = exitRequest(callId, side, hosting);
  const token = localStorage.getItem('token');
  void fetch(url, {
    method,
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  }).catch(() => {
    // Nothing to tell anyone: the page is leaving. The server's ring timeout still ends a call left over.
  });
}
