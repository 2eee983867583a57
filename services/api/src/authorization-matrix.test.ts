import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ROWS, type LiveIds, prepareLiveIds } from './authorization-matrix.live';
import { MATRIX_CALLERS, type MatrixCaller, type MatrixRow } from './authorization-matrix.row';
import {
  prepareStudentRecordIds,
  STUDENT_RECORD_ROWS,
  type StudentRecordIds,
} from './authorization-matrix.student-record';
import { prepareVideoIds, VIDEO_ROWS, type VideoIds } from './authorization-matrix.video';
import { COACHING_MESSAGE_ROWS } from './features/coaching-messages/authorization-matrix.rows';
import { EXAM_DATE_ROWS } from './features/exam-dates/authorization-matrix.rows';
import { FAMILY_MESSAGE_ROWS } from './features/family-messages/authorization-matrix.rows';
import { FOCUS_ROWS } from './features/focus/authorization-matrix.rows';
import { INVITATION_ROWS } from './features/invitations/authorization-matrix.rows';
import { ORGANISATION_ROWS } from './features/organisations/authorization-matrix.rows';
import { PARENT_NOTIFICATION_ROWS } from './features/parent-notifications/authorization-matrix.rows';
import { REST_ROUTES } from './features/rest-routes';
import {
  prepareStudentAppIds,
  STUDENT_APP_ROWS,
  type StudentAppIds,
} from './features/student-app/authorization-matrix.rows';
import { STUDENT_NOTIFICATION_ROWS } from './features/student-notifications/authorization-matrix.rows';
import { createHttpApp } from './http/app';
import type { RunningServer } from './server';
import { startTestServer } from './testing';
import { api, loginAs } from './testing-http';

/**
 * Every REST endpoint called as every kind of caller, including the other tenant: a second advisor, a coach
 * of someone else's students, a parent of another family. Each row states the designed answer; a route
 * of the REST tables (features/rest-routes.ts) without a row fails the test, so every new endpoint must
 * join the matrix.
 */
interface Ids extends LiveIds, VideoIds, StudentRecordIds, StudentAppIds {
  coach1: string;
  coach2: string;
  coach4: string;
  elif: string; // advisor1 → coach1, linked to the parent
  can: string; // advisor1 → coach1, linked to the parent
  zehra: string; // advisor2 → coach4
  mert: string; // advisor1, no coach
  onur: string; // advisor2 → coach4
  coach3: string;
  parent: string;
}

type Row = MatrixRow<Ids>;

const everyoneSignedIn = { none: 401, bad: 401, others: 200 };
const adminOnly = (ok: number) => ({ none: 401, bad: 401, admin: ok, others: 403 });
const advisorOnly = { none: 401, bad: 401, advisor1: 200, advisor2: 200, others: 403 };

const ROWS: Row[] = [
  {
    route: 'GET /api/public/config',
    call: () => ({ method: 'GET', path: '/api/public/config' }),
    expect: { others: 200 },
  },
  {
    route: 'POST /api/public/contact',
    call: () => ({
      method: 'POST',
      path: '/api/public/contact',
      body: {
        name: 'Matris',
        email: 'matris@ornek.com',
        phone: '',
        subject: 'Diğer',
        message: 'Matris testinden bir mesaj.',
        kvkkConsent: true,
      },
    }),
    expect: { others: 201 },
  },
  {
    route: 'POST /api/public/account-requests',
    call: () => ({
      method: 'POST',
      path: '/api/public/account-requests',
      body: { kind: 'PASSWORD_RESET', email: 'matris@ornek.com' },
    }),
    expect: { others: 201 },
  },
  {
    route: 'GET /api/admin/requests',
    call: () => ({ method: 'GET', path: '/api/admin/requests' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/auth/me',
    call: () => ({ method: 'GET', path: '/api/auth/me' }),
    expect: everyoneSignedIn,
  },
  {
    route: 'POST /api/auth/login',
    call: () => ({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'koc2@pusula.dev', password: 'Pusula.2025' },
    }),
    expect: { others: 200 },
  },
  {
    route: 'POST /api/auth/register',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/auth/register',
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Matris',
        lastName: `Koç ${n}`,
        email: `matris-${n}@ornek.com`,
        phone: '+90 555 123 45 67',
        password: 'matris için uzun parola',
        kvkkConsent: true,
      },
    }),
    expect: { others: 201 },
  },
  {
    route: 'GET /api/students/:id',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}` }),
    expect: {
      none: 401,
      bad: 401,
      admin: 200,
      advisor1: 200,
      advisor2: 404,
      coach1: 200,
      coach2: 404,
      coach4: 404,
      parent: 200,
    },
  },
  {
    route: 'GET /api/students/:id',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.zehra}` }),
    expect: {
      none: 401,
      bad: 401,
      admin: 200,
      advisor1: 404,
      advisor2: 200,
      coach1: 404,
      coach2: 404,
      coach4: 200,
      parent: 404,
    },
  },
  {
    route: 'GET /api/students/:id',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.mert}` }),
    expect: {
      none: 401,
      bad: 401,
      admin: 200,
      advisor1: 200,
      advisor2: 404,
      coach1: 404,
      coach2: 404,
      coach4: 404,
      parent: 404,
    },
  },
  {
    route: 'GET /api/education-system/student/:studentId/courses',
    call: (ids) => ({ method: 'GET', path: `/api/education-system/student/${ids.elif}/courses` }),
    expect: {
      none: 401,
      bad: 401,
      admin: 200,
      advisor1: 200,
      advisor2: 404,
      coach1: 200,
      coach2: 404,
      coach4: 404,
      parent: 200,
    },
  },
  {
    route: 'GET /api/students/:id',
    call: () => ({ method: 'GET', path: '/api/students/olmayan-ogrenci' }),
    expect: { none: 401, bad: 401, others: 404 },
  },
  {
    // Only staff belong to an organisation; each reads their own.
    route: 'GET /api/organisation',
    call: () => ({ method: 'GET', path: '/api/organisation' }),
    expect: {
      none: 401,
      bad: 401,
      advisor1: 200,
      advisor2: 200,
      coach1: 200,
      coach2: 200,
      coach4: 200,
      others: 403,
    },
  },
  {
    // A coach adds a student of their own (into their advisor's roster); nobody else uses this door.
    route: 'POST /api/coach/students',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/coach/students',
      body: { firstName: 'Matris', lastName: `Öğrenci ${n}`, classLevel: '11', examTarget: 'TYT' },
    }),
    expect: { none: 401, bad: 401, coach1: 201, coach2: 201, coach4: 201, others: 403 },
  },
  {
    route: 'POST /api/auth/change-password',
    call: () => ({
      method: 'POST',
      path: '/api/auth/change-password',
      body: { currentPassword: 'yanlış', newPassword: 'yeni bir uzun parola' },
    }),
    // Signed-in callers get past authorisation and are refused on the wrong current password.
    expect: { none: 401, bad: 401, others: 400 },
  },
  {
    route: 'GET /api/admin/accounts',
    call: () => ({ method: 'GET', path: '/api/admin/accounts?search=kaya' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/accounts',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/admin/accounts',
      body: {
        role: 'PARENT',
        email: `matris-veli-${n}@ornek.com`,
        firstName: 'Matris',
        lastName: 'Veli',
        password: 'matris veli parolası',
      },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'GET /api/admin/students',
    call: () => ({ method: 'GET', path: '/api/admin/students?search=elif' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/students',
    call: () => ({
      method: 'POST',
      path: '/api/admin/students',
      body: { firstName: 'Matris', lastName: 'Öğrenci', classLevel: '11', examTarget: 'TYT' },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/admin/accounts/:id/deactivate',
    call: (ids) => ({ method: 'POST', path: `/api/admin/accounts/${ids.coach3}/deactivate` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/accounts/:id/reactivate',
    call: (ids) => ({ method: 'POST', path: `/api/admin/accounts/${ids.coach3}/reactivate` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/accounts/:id/password-reset',
    call: (ids) => ({ method: 'POST', path: `/api/admin/accounts/${ids.coach2}/password-reset` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/mailbox',
    call: () => ({ method: 'GET', path: '/api/admin/mailbox' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/mailbox/:id',
    call: () => ({ method: 'GET', path: '/api/admin/mailbox/olmayan-eposta' }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/auth/forgot-password',
    // A new address each time: the per-e-mail limit is not what this row is about.
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: { email: `unutan-${n}@ornek.com` },
    }),
    expect: { others: 200 },
  },
  {
    route: 'POST /api/auth/reset-password/status',
    call: () => ({
      method: 'POST',
      path: '/api/auth/reset-password/status',
      body: { token: 'x'.repeat(43) },
    }),
    expect: { others: 200 },
  },
  {
    route: 'POST /api/auth/reset-password',
    call: () => ({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: 'x'.repeat(43), newPassword: 'yeni bir uzun parola' },
    }),
    // A public form: nobody is refused as a caller; an unknown link is 404 for everyone.
    expect: { others: 404 },
  },
  {
    route: 'POST /api/auth/verify-email',
    call: () => ({ method: 'POST', path: '/api/auth/verify-email', body: { token: 'x'.repeat(43) } }),
    // The mail's link works without signing in: an unknown link is 404 for everyone.
    expect: { others: 404 },
  },
  {
    route: 'POST /api/auth/verify-email/resend',
    call: () => ({ method: 'POST', path: '/api/auth/verify-email/resend' }),
    // Every demo account counts as verified: nothing to resend.
    expect: { none: 401, bad: 401, others: 409 },
  },
  {
    route: 'GET /api/parent/mail-preferences',
    call: () => ({ method: 'GET', path: '/api/parent/mail-preferences' }),
    expect: { none: 401, bad: 401, parent: 200, others: 403 },
  },
  {
    route: 'PUT /api/parent/mail-preferences',
    call: () => ({ method: 'PUT', path: '/api/parent/mail-preferences', body: { weeklySummary: true } }),
    expect: { none: 401, bad: 401, parent: 200, others: 403 },
  },
  {
    route: 'POST /api/mail-preferences',
    call: (ids) => ({
      method: 'POST',
      path: '/api/mail-preferences',
      body: { token: `${ids.parent}.imzasi-olmayan-bir-baglanti`, weeklySummary: false },
    }),
    // The weekly summary's opt-out link, without signing in: a token not signed here is 404 for everyone.
    expect: { others: 404 },
  },
  {
    route: 'POST /api/admin/parents/:parentId/students',
    call: (ids) => ({
      method: 'POST',
      path: `/api/admin/parents/${ids.parent}/students`,
      body: { studentId: ids.onur },
    }),
    expect: adminOnly(200),
  },
  // Read models: status and rebuild are the admin's alone; an unknown projector is 404.
  {
    route: 'GET /api/admin/projections',
    call: () => ({ method: 'GET', path: '/api/admin/projections' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/projections/:name/rebuild',
    call: () => ({ method: 'POST', path: '/api/admin/projections/public-requests/rebuild' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/projections/:name/rebuild',
    call: () => ({ method: 'POST', path: '/api/admin/projections/olmayan/rebuild' }),
    expect: adminOnly(404),
  },
  // The parent portal's own data: parents only (a parent's students come from the link table).
  ...['/api/parent/students', '/api/parent/profile'].map(
    (path): Row => ({
      route: `GET ${path}`,
      call: () => ({ method: 'GET', path }),
      expect: { none: 401, bad: 401, parent: 200, others: 403 },
    }),
  ),
  // The advisor area: only advisors; another advisor's coach is 403, another advisor's student 404.
  ...[
    '/api/advisor/dashboard',
    '/api/advisor/coaches',
    '/api/advisor/available-coaches',
    '/api/advisor/students',
    '/api/advisor/students/unassigned',
    '/api/advisor/profile',
  ].map(
    (path): Row => ({ route: `GET ${path}`, call: () => ({ method: 'GET', path }), expect: advisorOnly }),
  ),
  ...['', '/stats', '/students', '/video-logs'].map(
    (suffix): Row => ({
      route: `GET /api/advisor/coaches/:id${suffix}`,
      call: (ids) => ({ method: 'GET', path: `/api/advisor/coaches/${ids.coach1}${suffix}` }),
      expect: { ...advisorOnly, advisor2: 403 },
    }),
  ),
  ...['', '/assignment-history'].map(
    (suffix): Row => ({
      route: `GET /api/advisor/students/:id${suffix}`,
      call: (ids) => ({ method: 'GET', path: `/api/advisor/students/${ids.zehra}${suffix}` }),
      // Zehra is the second advisor's student; assignment history is also open to admin and her coach.
      expect: suffix
        ? {
            none: 401,
            bad: 401,
            admin: 200,
            advisor1: 404,
            advisor2: 200,
            coach1: 404,
            coach2: 404,
            coach4: 200,
            parent: 403,
          }
        : { none: 401, bad: 401, advisor1: 404, advisor2: 200, others: 403 },
    }),
  ),
  {
    route: 'POST /api/advisor/students',
    call: () => ({
      method: 'POST',
      path: '/api/advisor/students',
      body: { firstName: 'Matris', lastName: 'Öğrencisi', classLevel: '10', examTarget: 'TYT' },
    }),
    expect: { none: 401, bad: 401, advisor1: 201, advisor2: 201, others: 403 },
  },
  {
    route: 'POST /api/advisor/students',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor/students',
      body: {
        firstName: 'Matris',
        lastName: 'Adlı Danışman',
        classLevel: '10',
        examTarget: 'TYT',
        advisorId: ids.advisor1,
      },
    }),
    // Naming advisor1: advisor1 alone; advisor2 is refused rather than given the student.
    expect: { none: 401, bad: 401, advisor1: 201, others: 403 },
  },
  {
    route: 'POST /api/advisor/add-coach',
    call: (ids) => ({ method: 'POST', path: '/api/advisor/add-coach', body: { coachId: ids.coach4 } }),
    // koc4 works for the second advisor: another advisor gets 403 (as at remove-coach), theirs 409.
    expect: { none: 401, bad: 401, advisor1: 403, advisor2: 409, others: 403 },
  },
  {
    route: 'POST /api/advisor/remove-coach',
    call: (ids) => ({ method: 'POST', path: '/api/advisor/remove-coach', body: { coachId: ids.coach4 } }),
    // The second advisor may not remove koc4 while koc4 has students.
    expect: { none: 401, bad: 401, advisor1: 403, advisor2: 409, others: 403 },
  },
  {
    route: 'POST /api/advisor/assign-coach',
    call: (ids) => ({
      method: 'POST',
      path: '/api/advisor/assign-coach',
      body: { studentId: ids.zehra, coachId: ids.coach1 },
    }),
    expect: { none: 401, bad: 401, advisor1: 404, advisor2: 403, others: 403 },
  },
  {
    route: 'POST /api/advisor/unassign-coach',
    call: (ids) => ({ method: 'POST', path: '/api/advisor/unassign-coach', body: { studentId: ids.mert } }),
    // Mert (first advisor) has no coach: his advisor gets 409, the other 404.
    expect: { none: 401, bad: 401, advisor1: 409, advisor2: 404, others: 403 },
  },
  {
    route: 'PUT /api/advisor/profile',
    call: () => ({
      method: 'PUT',
      path: '/api/advisor/profile',
      body: { profileAnswers: { deneyim: '5 yıl' } },
    }),
    expect: advisorOnly,
  },
  {
    route: 'GET /api/calendar-manager',
    call: (ids) => ({
      method: 'GET',
      path: `/api/calendar-manager?type=coach&targetId=${ids.coach1}&startDate=2026-11-01&endDate=2026-11-30`,
    }),
    expect: {
      none: 401,
      bad: 401,
      admin: 200,
      advisor1: 200,
      advisor2: 403,
      coach1: 200,
      coach2: 403,
      coach4: 403,
      parent: 403,
    },
  },
  // Advisor notes, notifications, messages and web push: authorization-matrix.live.ts.
  ...LIVE_ROWS,
  // Video calls: authorization-matrix.video.ts.
  ...VIDEO_ROWS,
  // Student record: authorization-matrix.student-record.ts.
  ...STUDENT_RECORD_ROWS,
  // Family threads (coach ↔ parents): features/family-messages/authorization-matrix.rows.ts.
  ...FAMILY_MESSAGE_ROWS,
  // Coaching threads (student ↔ coach): features/coaching-messages/authorization-matrix.rows.ts.
  ...COACHING_MESSAGE_ROWS,
  ...INVITATION_ROWS,
  ...FOCUS_ROWS,
  // Exam days and the countdown: features/exam-dates/authorization-matrix.rows.ts.
  ...EXAM_DATE_ROWS,
  ...STUDENT_APP_ROWS,
  // The student's own notifications: features/student-notifications/authorization-matrix.rows.ts.
  ...STUDENT_NOTIFICATION_ROWS,
  // The parent's own notifications: features/parent-notifications/authorization-matrix.rows.ts.
  ...PARENT_NOTIFICATION_ROWS,
  // An organisation's attention thresholds: features/organisations/authorization-matrix.rows.ts.
  ...ORGANISATION_ROWS,
];

/** Public catalogue routes answer everyone the same, token or not. */
const PUBLIC_PREFIXES = ['/api/education-system/'];
/** Logout is called last, by each caller in turn (it ends their session). */
const LOGOUT = 'POST /api/auth/logout';

/**
 * The student's account is refused by role (403, before any lookup) on every route but the student app's,
 * the account's own (auth) and the public ones, whose rows name `student`; so a new staff route is closed
 * to the student unless its row says otherwise.
 */
function expected(row: Row, caller: MatrixCaller): number {
  const closedToStudent = caller === 'student' && !STUDENT_AS_ANYONE.has(row.route);
  return row.expect[caller] ?? (closedToStudent ? 403 : row.expect.others!);
}

/** Routes the student reaches like any other caller: public, their own account, invitations, the call door. */
const STUDENT_AS_ANYONE = new Set([
  'GET /api/public/config',
  'POST /api/public/contact',
  'POST /api/public/account-requests',
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/change-password',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/status',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/verify-email/resend',
  'POST /api/mail-preferences',
  'GET /api/web-push/vapid-public-key',
  // Video calls check participation themselves (a student may be a call's participant).
  'GET /api/advisor/video-call/active',
  'POST /api/advisor/video-call/:id',
  'PUT /api/advisor/video-call/:id',
  'POST /api/advisor/video-sessions/end',
  'GET /api/invitations/:token',
  'POST /api/invitations/code',
  'POST /api/invitations/accept',
  'POST /api/invitations/decline',
]);

describe('authorisation matrix', () => {
  let server: RunningServer;
  const tokens = new Map<MatrixCaller, string | null>();
  let ids: Ids;

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
    const emails: Partial<Record<MatrixCaller, string>> = {
      admin: 'admin@pusula.dev',
      advisor1: 'danisman@pusula.dev',
      advisor2: 'danisman2@pusula.dev',
      coach1: 'koc@pusula.dev',
      coach2: 'koc2@pusula.dev',
      coach4: 'koc4@pusula.dev',
      parent: 'veli@pusula.dev',
      student: 'ogrenci@pusula.dev',
    };
    tokens.set('none', null);
    tokens.set('bad', 'gecersiz-token-gecersiz-token-gecersiz-token');
    for (const [caller, email] of Object.entries(emails))
      tokens.set(caller as MatrixCaller, await loginAs(server.url, email));
    const { rows } = await server.deps.storage.sql.query<{ id: string; first_name: string }>(
      'SELECT id, first_name FROM students',
    );
    const student = (name: string) => rows.find((r) => r.first_name === name)!.id;
    const account = async (email: string) =>
      (
        await server.deps.storage.sql.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
          email,
        ])
      ).rows[0]!.id;
    ids = {
      elif: student('Elif'),
      can: student('Can'),
      zehra: student('Zehra'),
      mert: student('Mert'),
      onur: student('Onur'),
      coach3: await account('koc3@pusula.dev'),
      coach1: await account('koc@pusula.dev'),
      coach2: await account('koc2@pusula.dev'),
      coach4: await account('koc4@pusula.dev'),
      parent: await account('veli@pusula.dev'),
    } as Ids;
    Object.assign(ids, await prepareLiveIds(server, tokens, ids));
    Object.assign(ids, await prepareVideoIds(server, tokens, ids));
    Object.assign(ids, await prepareStudentRecordIds(server, tokens, ids));
    Object.assign(ids, await prepareStudentAppIds(server, tokens, ids));
  });
  afterAll(() => server.close());

  it('has a row for every route of the REST tables', () => {
    const covered = new Set([...ROWS.map((r) => r.route), LOGOUT]);
    const missing = REST_ROUTES.flat()
      .filter((r) => !PUBLIC_PREFIXES.some((p) => r.path.startsWith(p)) || r.path.includes('/student/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  // The matrix trusts the tables, so nothing may answer under /api without a row in one.
  it('serves no /api route outside the REST tables', () => {
    const tabled = new Set(REST_ROUTES.flat().map((r) => `${r.method} ${r.path}`));
    const untabled = createHttpApp(server.deps, REST_ROUTES)
      .routes.filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !tabled.has(route));
    expect(untabled).toEqual([]);
  });

  it('answers each caller as designed', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const row of ROWS) {
      for (const caller of MATRIX_CALLERS) {
        const { method, path, body } = row.call(ids, n++, caller);
        const res = await api(server.url, method, path, { token: tokens.get(caller), body });
        const want = expected(row, caller);
        if (res.status !== want)
          failures.push(`${caller} ${method} ${path} → ${res.status}, expected ${want}`);
        if (res.status >= 400 && typeof res.body?.message !== 'string')
          failures.push(`${caller} ${method} ${path}: no message`);
        // Every row's answer is personal or carries a token (the public catalogue has no rows here).
        if (res.headers.get('cache-control') !== 'no-store')
          failures.push(`${caller} ${method} ${path}: Cache-Control ${res.headers.get('cache-control')}`);
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of calls, writes among them: more than the default 30 s on a busy machine.
  }, 180_000);

  it('answers the public catalogue to everyone', async () => {
    for (const caller of MATRIX_CALLERS) {
      const res = await api(server.url, 'GET', '/api/education-system/exam-types', {
        token: tokens.get(caller),
      });
      expect(res.status).toBe(200);
    }
  });

  it('ends each session at logout', async () => {
    for (const caller of MATRIX_CALLERS) {
      const token = tokens.get(caller);
      expect((await api(server.url, 'POST', '/api/auth/logout', { token })).status).toBe(200);
      expect((await api(server.url, 'GET', '/api/auth/me', { token })).status).toBe(401);
    }
  });
});
