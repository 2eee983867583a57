import { coach1Only, type MatrixRow } from './authorization-matrix.row';
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
  /** One of coach1's notifications (the one that note raised). */
  notification: string;
  /** A message of advisor1 to coach1. */
  message: string;
}

type LiveRow = MatrixRow<LiveIds>;

/** Notifications and messages are for advisors and coaches (the student has her own notification routes). */
const recipients = { none: 401, bad: 401, admin: 403, parent: 403, student: 403, others: 200 };
/** coach1's own notification: other advisors and coaches do not learn it exists. */
const coach1sOwn = { none: 401, bad: 401, admin: 403, parent: 403, student: 403, coach1: 200, others: 404 };
const coach1OrAdmin = { none: 401, bad: 401, admin: 200, coach1: 200, others: 403 };

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
    expect: coach1Only(200),
  },
  {
    route: 'POST /api/advisor-notes/:noteId/reply',
    call: (ids) => ({
      method: 'POST',
      path: `/api/advisor-notes/${ids.note}/reply`,
      body: { coachReply: 'Tamam' },
    }),
    expect: coach1Only(200),
  },
  {
    route: 'GET /api/advisor-notes/advisor/:advisorId',
    call: (ids) => ({ method: 'GET', path: `/api/advisor-notes/advisor/${ids.advisor1}` }),
    expect: { none: 401, bad: 401, admin: 200, advisor1: 200, others: 403 },
  },
  ...['', '/unread-count'].map(
    (suffix): LiveRow => ({
      route: `GET /api/advisor/notifications${suffix}`,
      call: () => ({ method: 'GET', path: `/api/advisor/notifications${suffix}` }),
      expect: recipients,
    }),
  ),
  {
    route: 'PUT /api/advisor/notifications/:id/read',
    call: (ids) => ({ method: 'PUT', path: `/api/advisor/notifications/${ids.notification}/read` }),
    expect: coach1sOwn,
  },
  {
    route: 'PUT /api/advisor/notifications/mark-all-read',
    call: () => ({ method: 'PUT', path: '/api/advisor/notifications/mark-all-read' }),
    expect: recipients,
  },
  {
    // After the read row: coach1 deletes it here.
    route: 'DELETE /api/advisor/notifications/:id/delete',
    call: (ids) => ({ method: 'DELETE', path: `/api/advisor/notifications/${ids.notification}/delete` }),
    expect: coach1sOwn,
  },
  ...['', '/conversations', '/unread-count'].map(
    (suffix): LiveRow => ({
      route: `GET /api/advisor/messages${suffix}`,
      call: () => ({ method: 'GET', path: `/api/advisor/messages${suffix}` }),
      expect: recipients,
    }),
  ),
  {
    route: 'POST /api/advisor/messages',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor/messages',
      body: { content: 'Matris', coachId: ids.coach1 },
    }),
    // Coaches write to their own advisor, and only as themselves: coach1's id from another coach is 403.
    expect: { none: 401, bad: 401, advisor1: 201, coach1: 201, others: 403 },
  },
  {
    route: 'POST /api/advisor/messages',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor/messages',
      body: { content: 'Matris', coachId: ids.coach1, advisorId: ids.advisor1 },
    }),
    // Both ids the caller's own (or their advisor's, for the coach): advisor1 and coach1 only.
    expect: { none: 401, bad: 401, advisor1: 201, coach1: 201, others: 403 },
  },
  {
    route: 'GET /api/advisor/messages/student/:id',
    call: (ids) => ({ method: 'GET', path: `/api/advisor/messages/student/${ids.elif}` }),
    expect: { none: 401, bad: 401, advisor1: 200, advisor2: 404, others: 403 },
  },
  {
    route: 'POST /api/advisor/messages/student/:id',
    call: (ids) => ({
      method: 'POST',
      path: `/api/advisor/messages/student/${ids.elif}`,
      body: { content: 'Matris' },
    }),
    expect: { none: 401, bad: 401, advisor1: 201, advisor2: 404, others: 403 },
  },
  {
    route: 'PUT /api/advisor/messages/:id/read',
    call: (ids) => ({ method: 'PUT', path: `/api/advisor/messages/${ids.message}/read` }),
    // Only the recipient marks read: the sender (advisor1) is refused.
    expect: { ...coach1sOwn, advisor1: 403 },
  },
  {
    route: 'GET /api/web-push/vapid-public-key',
    call: () => ({ method: 'GET', path: '/api/web-push/vapid-public-key' }),
    expect: { others: 200 },
  },
  {
    route: 'POST /api/web-push/register-token',
    // coach1's ids in the body: only coach1 may register them. Port 9 on loopback: nothing is ever sent out.
    call: (ids) => ({
      method: 'POST',
      path: '/api/web-push/register-token',
      body: {
        token: JSON.stringify({ endpoint: 'https://127.0.0.1:9/matris', keys: MATRIX_PUSH_KEYS }),
        userRole: 'COACH',
        userId: ids.coach1,
        roleSpecificId: ids.coach1,
      },
    }),
    // The student may register their own device, not coach1's ids (403 like everyone else's).
    expect: { none: 401, bad: 401, coach1: 200, others: 403 },
  },
  {
    route: 'POST /api/web-push/unregister-token',
    call: () => ({ method: 'POST', path: '/api/web-push/unregister-token' }),
    // Staff and the student (their own devices) have push; admins and parents none.
    expect: { none: 401, bad: 401, admin: 403, parent: 403, student: 200, others: 200 },
  },
];

/** A syntactically valid subscription key pair (P-256 point and 16-byte secret), never used to encrypt. */
const MATRIX_PUSH_KEYS = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
  auth: Buffer.alloc(16, 2).toString('base64url'),
};

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
  const note = sent.body.data.id as string;
  // The notifications projector follows the notes one: wait until the note's notification is there.
  let notification: string | undefined;
  for (let i = 0; i < 200 && !notification; i++) {
    const res = await api(server.url, 'GET', '/api/advisor/notifications', { token: tokens.get('coach1') });
    notification = res.body?.data?.notifications?.find(
      (n: { data: { noteId?: string } }) => n.data.noteId === note,
    )?.id;
    if (!notification) await new Promise((r) => setTimeout(r, 25));
  }
  if (!notification) throw new Error('the note raised no notification for the matrix');
  const message = await api(server.url, 'POST', '/api/advisor/messages', {
    token: tokens.get('advisor1'),
    body: { content: 'Matris mesajı', coachId: known.coach1 },
  });
  if (message.status !== 201) throw new Error(`message for the matrix: ${message.status}`);
  return { advisor1: sent.body.data.advisorId, note, notification, message: message.body.data.message.id };
}
