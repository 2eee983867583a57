import type { RestTable } from '../../http/rest-table';

/** /api/parent: the signed-in parent's own data, answering `{ data }`. */
export const PARENT_ROUTES: RestTable = [
  { method: 'GET', path: '/api/parent/students', procedure: 'parent.students', envelope: 'data' },
  { method: 'GET', path: '/api/parent/profile', procedure: 'parent.profile', envelope: 'data' },
];
