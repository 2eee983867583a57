import { type MatrixRow, signedOut } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for invitations. Elif is coach1's student
 * (advisor1's roster). Inviting and listing a student's invitations is for staff who may see the student
 * (others 404, admin and parent 403); the public paths answer an unknown link or code 404 to everyone.
 */
type InvitationRow = MatrixRow<{ elif: string }>;

const elifsStaff = (ok: number) => ({
  ...signedOut,
  advisor1: ok,
  coach1: ok,
  advisor2: 404,
  coach2: 404,
  coach4: 404,
  others: 403,
});
const UNKNOWN_TOKEN = 'bilinmeyen-davet-bilinmeyen-davet-bilinmeyen-1';

export const INVITATION_ROWS: InvitationRow[] = [
  {
    route: 'POST /api/advisor/invitations',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/advisor/invitations',
      body: { email: `matris-davet-${n}@ornek.com` },
    }),
    expect: { ...signedOut, advisor1: 201, advisor2: 201, others: 403 },
  },
  {
    // Both demo advisors run a company; coaches, parents, students and the admin invite no advisor.
    route: 'POST /api/organisation/invitations',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/organisation/invitations',
      body: { email: `matris-danisman-${n}@ornek.com` },
    }),
    expect: { ...signedOut, advisor1: 201, advisor2: 201, others: 403 },
  },
  {
    route: 'GET /api/advisor/invitations',
    call: () => ({ method: 'GET', path: '/api/advisor/invitations' }),
    expect: { ...signedOut, advisor1: 200, advisor2: 200, others: 403 },
  },
  {
    route: 'POST /api/invitations/:id/revoke',
    call: () => ({ method: 'POST', path: '/api/invitations/olmayan-davet/revoke', body: {} }),
    expect: { ...signedOut, admin: 403, parent: 403, others: 404 },
  },
  {
    route: 'POST /api/students/:studentId/invitations',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/invitations`,
      body: { role: 'PARENT' },
    }),
    expect: elifsStaff(201),
  },
  {
    route: 'GET /api/students/:studentId/invitations',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/invitations` }),
    expect: elifsStaff(200),
  },
  {
    route: 'GET /api/invitations/:token',
    call: () => ({ method: 'GET', path: `/api/invitations/${UNKNOWN_TOKEN}` }),
    expect: { others: 404 },
  },
  {
    route: 'POST /api/invitations/code',
    call: () => ({ method: 'POST', path: '/api/invitations/code', body: { code: 'ZZZZZZZ3' } }),
    expect: { others: 404 },
  },
  {
    route: 'POST /api/invitations/accept',
    call: () => ({
      method: 'POST',
      path: '/api/invitations/accept',
      body: {
        token: UNKNOWN_TOKEN,
        firstName: 'Matris',
        lastName: 'Davet',
        password: 'matris için uzun parola',
        kvkkConsent: true,
      },
    }),
    expect: { others: 404 },
  },
  {
    route: 'POST /api/invitations/decline',
    call: () => ({ method: 'POST', path: '/api/invitations/decline', body: { token: UNKNOWN_TOKEN } }),
    expect: { others: 404 },
  },
  {
    route: 'GET /api/student/home',
    call: () => ({ method: 'GET', path: '/api/student/home' }),
    expect: { ...signedOut, student: 200, others: 403 },
  },
];
