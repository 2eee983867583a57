import type { RestTable } from '../../http/rest-table';

/**
 * Public-site endpoints: configuration the pages show, and the two forms. The forms take any JSON (their
 * schemas refuse what is not a form, in Turkish) and answer `{ success: true }` (201): nothing of what
 * was stored goes back, and JSON leaves the undefined `data` out. Failures are
 * `{ success: false, message, errors }`.
 */
export const PUBLIC_ROUTES: RestTable = [
  { method: 'GET', path: '/api/public/config', procedure: 'public.config', envelope: 'data' },
  {
    method: 'POST',
    path: '/api/public/contact',
    procedure: 'public.contact',
    body: 'json',
    envelope: 'success',
    status: 201,
    answer: () => undefined,
  },
  {
    method: 'POST',
    path: '/api/public/account-requests',
    procedure: 'public.accountRequest',
    body: 'json',
    envelope: 'success',
    status: 201,
    answer: () => undefined,
  },
  {
    method: 'GET',
    path: '/api/admin/requests',
    procedure: 'public.requests',
    input: ({ query }) => ({ kind: query.kind, page: query.page, limit: query.limit }),
    envelope: 'success',
  },
];
