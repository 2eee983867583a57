import type { RestTable } from '../../http/rest-table';

/**
 * The caller's organisation (advisors and coaches), and an organisation's attention thresholds (its
 * advisors and the admin; DELETE puts them back to the platform's), answering `{ data }`.
 */
export const ORGANISATION_ROUTES: RestTable = [
  { method: 'GET', path: '/api/organisation', procedure: 'organisations.mine', envelope: 'data' },
  {
    method: 'GET',
    path: '/api/organisations/:id/attention-rules',
    procedure: 'organisations.attentionRules',
    input: ({ params }) => ({ organisationId: params.id }),
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: '/api/organisations/:id/attention-rules',
    procedure: 'organisations.setAttentionRules',
    body: 'object',
    input: ({ body, params }) => ({ ...body, organisationId: params.id }),
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: '/api/organisations/:id/attention-rules',
    procedure: 'organisations.resetAttentionRules',
    input: ({ query, params }) => ({ ...query, organisationId: params.id }),
    envelope: 'data',
  },
];
