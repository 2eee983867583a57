import type { RestTable } from '../../http/rest-table';

/** /api/students/:id: one student, for those who may see them, answering `{ data }`. */
export const STUDENT_ROUTES: RestTable = [
  {
    method: 'GET',
    path: '/api/students/:id',
    procedure: 'students.byId',
    input: ({ params }) => ({ studentId: params.id }),
    envelope: 'data',
  },
];
