import type { RestTable } from '../../http/rest-table';

/** /api/admin: account administration; answers `{ success, data }`. */
export const ADMIN_ROUTES: RestTable = [
  {
    method: 'GET',
    path: '/api/admin/accounts',
    procedure: 'admin.listAccounts',
    input: ({ query }) => ({
      role: query.role,
      search: query.search,
      // Only 'true' and 'false' filter; anything else goes to the schema, which refuses it in Turkish.
      active: query.active === 'true' ? true : query.active === 'false' ? false : query.active,
      page: query.page,
      limit: query.limit,
    }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/admin/accounts',
    procedure: 'admin.createAccount',
    body: 'object',
    envelope: 'success',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/admin/students',
    procedure: 'admin.students',
    input: ({ query }) => ({
      search: query.search,
      // Only 'true' and 'false' filter; anything else goes to the schema, which refuses it in Turkish.
      unassigned:
        query.unassigned === 'true' ? true : query.unassigned === 'false' ? false : query.unassigned,
      page: query.page,
      limit: query.limit,
    }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/admin/students',
    procedure: 'admin.createStudent',
    body: 'object',
    envelope: 'success',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/admin/parents/:parentId/students',
    procedure: 'admin.linkParent',
    body: 'object',
    input: ({ body, params }) => ({ ...body, parentId: params.parentId }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/deactivate',
    procedure: 'admin.deactivate',
    input: ({ params }) => ({ accountId: params.id }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/reactivate',
    procedure: 'admin.reactivate',
    input: ({ params }) => ({ accountId: params.id }),
    envelope: 'success',
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/password-reset',
    procedure: 'admin.sendPasswordReset',
    input: ({ params }) => ({ accountId: params.id }),
    envelope: 'success',
  },
  {
    method: 'GET',
    path: '/api/admin/mailbox',
    procedure: 'admin.mailbox',
    input: ({ query }) => ({ page: query.page, limit: query.limit }),
    envelope: 'success',
  },
  {
    method: 'GET',
    path: '/api/admin/mailbox/:id',
    procedure: 'admin.mailboxMessage',
    input: ({ params }) => ({ id: params.id }),
    envelope: 'success',
  },
  { method: 'GET', path: '/api/admin/projections', procedure: 'admin.projections', envelope: 'success' },
  {
    method: 'POST',
    path: '/api/admin/projections/:name/rebuild',
    procedure: 'admin.rebuildProjection',
    input: ({ params }) => ({ name: params.name }),
    envelope: 'success',
  },
];
