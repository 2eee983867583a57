import type { RestTable } from '../../http/rest-table';

/** The student app's REST shims, answering `{ data }`; no path names a student (the account does). */
export const STUDENT_APP_ROUTES: RestTable = [
  { method: 'GET', path: '/api/student/today', procedure: 'studentApp.today', envelope: 'data' },
  {
    method: 'GET',
    path: '/api/student/week',
    procedure: 'studentApp.week',
    input: ({ query }) => (query.week ? { week: query.week } : undefined),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/student/blocks/:blockId/progress',
    procedure: 'studentApp.recordProgress',
    body: 'object',
    input: ({ params, body }) => ({ ...body, blockId: params.blockId }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/student/homework/:homeworkId/done',
    procedure: 'studentApp.finishHomework',
    body: 'json',
    input: ({ params, body }) => ({ ...(isObject(body) ? body : {}), homeworkId: params.homeworkId }),
    envelope: 'data',
  },
  // Denemeler: the student's own denemes; a body naming a studentId is ignored (the account decides).
  { method: 'GET', path: '/api/student/mock-exams', procedure: 'studentApp.mockExams', envelope: 'data' },
  {
    method: 'POST',
    path: '/api/student/mock-exams',
    procedure: 'studentApp.recordMockExam',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/api/student/mock-exams/:examId/mistakes',
    procedure: 'studentApp.recordMockExamMistakes',
    body: 'object',
    input: ({ params, body }) => ({ ...body, examId: params.examId }),
    envelope: 'data',
  },
  // Konu takibi: the student's own topics; a body naming a studentId is ignored (the account decides).
  { method: 'GET', path: '/api/student/topics', procedure: 'studentApp.topics', envelope: 'data' },
  {
    method: 'PUT',
    path: '/api/student/topics/:topicId',
    procedure: 'studentApp.setTopicState',
    body: 'object',
    input: ({ params, body }) => ({ ...body, topicId: params.topicId }),
    envelope: 'data',
  },
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
