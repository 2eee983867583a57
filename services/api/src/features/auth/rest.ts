import type { RestTable } from '../../http/rest-table';

/**
 * /api/auth: login answers `{ data: { token, user, coach | advisor | parent } }`, failures `{ message }`
 * with a non-2xx status (429 carries Retry-After).
 */
export const AUTH_ROUTES: RestTable = [
  { method: 'POST', path: '/api/auth/login', procedure: 'auth.login', body: 'object', envelope: 'data' },
  { method: 'POST', path: '/api/auth/logout', procedure: 'auth.logout', envelope: 'data' },
  {
    method: 'POST',
    path: '/api/auth/register',
    procedure: 'auth.register',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    procedure: 'auth.changePassword',
    body: 'object',
    envelope: 'data',
  },
  { method: 'GET', path: '/api/auth/me', procedure: 'auth.me', envelope: 'data' },
  // "Şifremi unuttum": the same answer whether or not the address has an account (429 past the limits).
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    procedure: 'auth.requestPasswordReset',
    body: 'object',
    envelope: 'data',
  },
  // The reset page: is the link still good, then the new password. The token travels in the body only.
  {
    method: 'POST',
    path: '/api/auth/reset-password/status',
    procedure: 'auth.resetTokenStatus',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    procedure: 'auth.resetPassword',
    body: 'object',
    envelope: 'data',
  },
  // The verification mail's link (`{ token }`; 409 used or expired, 404 unknown), and „Tekrar gönder".
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    procedure: 'auth.verifyEmail',
    body: 'object',
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    procedure: 'auth.resendVerificationEmail',
    envelope: 'data',
  },
];
