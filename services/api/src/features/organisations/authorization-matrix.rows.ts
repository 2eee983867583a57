import { DEFAULT_ATTENTION_RULE_VALUES } from '@pusula/contracts';
import { type MatrixRow, signedOut } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for an organisation's attention
 * thresholds. advisor1's company (its id is advisor1's, the founder's) is read and changed by advisor1 and
 * the admin; another company's advisor does not learn it exists (404); coaches, parents and the student
 * are refused by role (403). The values sent are the platform's, which the company has: nothing is written.
 */
type OrganisationRow = MatrixRow<{ advisor1: string }>;

const path = (ids: { advisor1: string }) => `/api/organisations/${ids.advisor1}/attention-rules`;
const company = { ...signedOut, admin: 200, advisor1: 200, advisor2: 404, others: 403 };

export const ORGANISATION_ROWS: OrganisationRow[] = [
  {
    route: 'GET /api/organisations/:id/attention-rules',
    call: (ids) => ({ method: 'GET', path: path(ids) }),
    expect: company,
  },
  {
    route: 'PUT /api/organisations/:id/attention-rules',
    call: (ids) => ({
      method: 'PUT',
      path: path(ids),
      body: { ...DEFAULT_ATTENTION_RULE_VALUES, commandId: crypto.randomUUID() },
    }),
    expect: company,
  },
  {
    route: 'DELETE /api/organisations/:id/attention-rules',
    call: (ids) => ({ method: 'DELETE', path: `${path(ids)}?commandId=${crypto.randomUUID()}` }),
    expect: company,
  },
];
