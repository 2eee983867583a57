import { isoWeekOf, istanbulDate } from '@pusula/contracts';
import { type MatrixRow, studentOnly } from '../../authorization-matrix.row';
import type { RunningServer } from '../../server';
import { api } from '../../testing-http';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the student app. Only the STUDENT
 * caller (ogrenci@pusula.dev, Elif's account) gets in; every other role 403. The student enters progress on
 * a block of her own (200) and is refused Can's homework (404: another student's record does not exist
 * for her).
 */
export interface StudentAppIds {
  app: { ownBlock: string; otherStudentsHomework: string; otherStudentsMockExam: string };
}
type StudentAppRow = MatrixRow<StudentAppIds, 'none' | 'bad' | 'student'>;

export const STUDENT_APP_ROWS: StudentAppRow[] = [
  {
    route: 'GET /api/student/topics',
    call: () => ({ method: 'GET', path: '/api/student/topics' }),
    expect: studentOnly(200),
  },
  {
    route: 'PUT /api/student/topics/:topicId',
    // Her own checklist (the account names the student): a TYT Türkçe topic, which Elif's exam takes.
    call: () => ({
      method: 'PUT',
      path: '/api/student/topics/tyt-tr-001',
      body: { courseId: 'tyt-tr', state: 'IN_PROGRESS', commandId: crypto.randomUUID() },
    }),
    expect: studentOnly(200),
  },
  {
    route: 'GET /api/student/today',
    call: () => ({ method: 'GET', path: '/api/student/today' }),
    expect: studentOnly(200),
  },
  {
    route: 'GET /api/student/week',
    call: () => ({ method: 'GET', path: '/api/student/week' }),
    expect: studentOnly(200),
  },
  {
    route: 'POST /api/student/blocks/:blockId/progress',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/student/blocks/${ids.app.ownBlock}/progress`,
      body: { doneQuestions: n % 40 },
    }),
    expect: studentOnly(200),
  },
  {
    route: 'POST /api/student/homework/:homeworkId/done',
    call: (ids) => ({
      method: 'POST',
      path: `/api/student/homework/${ids.app.otherStudentsHomework}/done`,
      body: {},
    }),
    expect: studentOnly(404),
  },
  {
    route: 'GET /api/student/mock-exams',
    call: () => ({ method: 'GET', path: '/api/student/mock-exams' }),
    expect: studentOnly(200),
  },
  {
    route: 'POST /api/student/mock-exams',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/student/mock-exams',
      body: {
        examType: 'TYT',
        name: `Matris denemesi ${n}`,
        takenOn: '2026-01-10',
        tests: [{ testCode: 'fen', correct: 10, wrong: 4, blank: 6 }],
      },
    }),
    expect: studentOnly(201),
  },
  {
    route: 'PUT /api/student/mock-exams/:examId/mistakes',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/student/mock-exams/${ids.app.otherStudentsMockExam}/mistakes`,
      body: { mistakes: [{ topicId: 'lgs-mat-001', cause: 'DIKKAT', count: 1 }] },
    }),
    expect: studentOnly(404),
  },
];

/** A block in Elif's current week (the student app's default) and an open homework of Can, by coach1. */
export async function prepareStudentAppIds(
  server: RunningServer,
  tokens: Map<string, string | null>,
  known: { elif: string; can: string },
): Promise<StudentAppIds> {
  const token = tokens.get('coach1');
  const post = async (path: string, body: unknown) => {
    const res = await api(server.url, 'POST', path, { token, body });
    if (res.status >= 300)
      throw new Error(`${path} for the matrix: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const week = isoWeekOf(new Date());
  const program = await post(`/api/students/${known.elif}/weekly-program/blocks`, {
    week,
    block: {
      day: 1,
      startTime: '06:10',
      durationMinutes: 30,
      courseId: 'ayt-mat',
      topicId: null,
      activity: 'SORU_COZME',
      targetQuestions: 40,
    },
  });
  const ownBlock = program.blocks.find((b: { startTime: string }) => b.startTime === '06:10').blockId;
  const due = new Date(Date.now() + 5 * 86_400_000);
  const homework = await post(`/api/students/${known.can}/homework`, {
    title: 'Matris ödevi',
    courseId: 'lgs-mat',
    topicIds: [],
    targetQuestions: 10,
    dueDate: istanbulDate(due),
  });
  const canExam = await post(`/api/students/${known.can}/mock-exams`, {
    examType: 'LGS',
    name: 'Matris LGS denemesi',
    takenOn: '2026-01-10',
    tests: [{ testCode: 'mat', correct: 12, wrong: 3, blank: 5 }],
  });
  return {
    app: { ownBlock, otherStudentsHomework: homework.homeworkId, otherStudentsMockExam: canExam.examId },
  };
}
