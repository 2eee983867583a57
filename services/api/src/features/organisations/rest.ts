import type { RestTable } from '../../http/rest-table';

/** The caller's organisation (advisors and coaches), answering `{ data }`. */
export const ORGANISATION_ROUTES: RestTable = [
  { method: 'GET', path: '/api/organisation', procedure: 'organisations.mine', envelope: 'data' },
];
