import { isoWeekOf, istanbulDate, shiftWeek } from '@pusula/contracts';
import { type MatrixCaller, type MatrixRow, signedOut } from './authorization-matrix.row';
import type { RunningServer } from './server';
import { api } from './testing-http';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the student record
 * (/api/students/{id}/…, /api/plan-templates, /api/attention-queue), on Elif: advisor1 → coach1, linked to
 * the parent. Another tenant's advisor and coaches get 404 (the student's existence is private); a role
 * outside the procedure's row (router.ts) gets 403 before any lookup — a parent writing, the admin writing.
 */
export interface StudentRecordIds {
  sr: {
    week: string;
    /** Two of each where both advisor1 and coach1 may act, so each finds one still there. */
    blocks: [string, string];
    milestones: [string, string];
    exams: [string, string];
    grades: [string, string];
    resources: [string, string];
    examToCorrect: string;
    homework: string;
    sessionToClose: string;
    /** Closed with a report, for sharing it with the parents (and taking it back). */
    sessionToShare: string;
    sessionToMove: string;
    sessionToCancel: string;
    coachNote: string;
    template: string;
  };
}

type StudentRecordRow = MatrixRow<StudentRecordIds & { elif: string; coach1: string }>;

/** Of two prepared records, advisor1 takes the first and coach1 the second, so each finds one still there. */
const pick = <T>(caller: MatrixCaller, pair: [T, T]) => (caller === 'advisor1' ? pair[0] : pair[1]);

/** The record's readers: the student's advisor, coach, linked parent and the admin. */
const readers = { ...signedOut, admin: 200, advisor1: 200, coach1: 200, parent: 200, others: 404 };
/** Without the parent (coach notes, the student's attention reasons). */
const staffReaders = { ...signedOut, admin: 200, advisor1: 200, coach1: 200, parent: 403, others: 404 };
/** Written by the coaching team (coach and advisor); admin and parent are refused by role. */
const team = (ok: number) => ({
  ...signedOut,
  admin: 403,
  parent: 403,
  advisor1: ok,
  coach1: ok,
  others: 404,
});
/** Written by the coach only: every advisor is refused by role, other coaches do not find the student. */
const coachOnly = (ok: number) => ({
  ...signedOut,
  admin: 403,
  parent: 403,
  advisor1: 403,
  advisor2: 403,
  coach1: ok,
  others: 404,
});

const block = {
  day: 2,
  startTime: '17:00',
  durationMinutes: 60,
  courseId: 'ayt-mat',
  topicId: 'ayt-mat-029',
  activity: 'SORU_COZME',
  targetQuestions: 40,
};
const exam = (name: string) => ({
  examType: 'TYT',
  name,
  takenOn: '2026-01-10',
  tests: [{ testCode: 'tr', correct: 30, wrong: 8, blank: 2 }],
});

export const STUDENT_RECORD_ROWS: StudentRecordRow[] = [
  {
    route: 'GET /api/students/:id/topics',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/topics` }),
    expect: readers,
  },
  {
    route: 'PUT /api/students/:id/topics/:topicId',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/topics/tyt-tr-001`,
      body: { courseId: 'tyt-tr', state: 'DONE', commandId: crypto.randomUUID() },
    }),
    expect: team(200),
  },
  {
    route: 'GET /api/students/:id/weekly-program',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/weekly-program?week=${ids.sr.week}` }),
    expect: readers,
  },
  {
    route: 'POST /api/students/:id/weekly-program/blocks',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/weekly-program/blocks`,
      body: { week: ids.sr.week, block },
    }),
    expect: team(201),
  },
  {
    route: 'PUT /api/students/:id/weekly-program/blocks/:blockId',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/weekly-program/blocks/${ids.sr.blocks[0]}`,
      body: { week: ids.sr.week, block: { ...block, targetQuestions: 50 } },
    }),
    expect: team(200),
  },
  {
    route: 'POST /api/students/:id/weekly-program/blocks/:blockId/progress',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/weekly-program/blocks/${ids.sr.blocks[0]}/progress`,
      body: { week: ids.sr.week, doneQuestions: 30 },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'DELETE /api/students/:id/weekly-program/blocks/:blockId',
    call: (ids, _n, caller) => ({
      method: 'DELETE',
      path: `/api/students/${ids.elif}/weekly-program/blocks/${pick(caller, ids.sr.blocks)}?week=${ids.sr.week}`,
    }),
    expect: team(200),
  },
  {
    route: 'POST /api/students/:id/weekly-program/copy',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/weekly-program/copy`,
      // A fresh empty week for each caller, filled from the prepared one.
      body: { fromWeek: ids.sr.week, toWeek: shiftWeek(ids.sr.week, 10 + (n % 9)) },
    }),
    expect: team(201),
  },
  {
    route: 'GET /api/plan-templates',
    call: () => ({ method: 'GET', path: '/api/plan-templates' }),
    expect: { ...signedOut, coach1: 200, coach2: 200, coach4: 200, others: 403 },
  },
  {
    route: 'POST /api/plan-templates',
    call: (_ids, n) => ({
      method: 'POST',
      path: '/api/plan-templates',
      body: { name: `Matris şablonu ${n}`, blocks: [block] },
    }),
    expect: { ...signedOut, coach1: 201, coach2: 201, coach4: 201, others: 403 },
  },
  {
    route: 'POST /api/plan-templates/:templateId/apply',
    call: (ids) => ({
      method: 'POST',
      path: `/api/plan-templates/${ids.sr.template}/apply`,
      body: { studentIds: [ids.elif], week: shiftWeek(ids.sr.week, 30) },
    }),
    // Another coach may not apply to Elif (404 for the student, before the template's owner is judged).
    expect: { ...signedOut, coach1: 200, coach2: 404, coach4: 404, others: 403 },
  },
  {
    route: 'DELETE /api/plan-templates/:templateId',
    call: (ids) => ({ method: 'DELETE', path: `/api/plan-templates/${ids.sr.template}` }),
    expect: { ...signedOut, coach1: 200, coach2: 403, coach4: 403, others: 403 },
  },
  {
    route: 'GET /api/students/:id/goal-program',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/goal-program` }),
    expect: readers,
  },
  {
    route: 'PUT /api/students/:id/goal-program',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/goal-program`,
      body: { examFamily: 'YKS', scoreType: 'SAY', target: { kind: 'RANK', rank: 20000 } },
    }),
    expect: team(200),
  },
  {
    route: 'POST /api/students/:id/goal-program/milestones',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/goal-program/milestones`,
      body: { title: `Matris kilometre taşı ${n}`, dueDate: '2027-05-01' },
    }),
    expect: team(201),
  },
  {
    route: 'POST /api/students/:id/goal-program/milestones/:milestoneId/complete',
    call: (ids, _n, caller) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/goal-program/milestones/${pick(caller, ids.sr.milestones)}/complete`,
    }),
    expect: team(200),
  },
  {
    route: 'DELETE /api/students/:id/goal-program/milestones/:milestoneId',
    call: (ids, _n, caller) => ({
      method: 'DELETE',
      path: `/api/students/${ids.elif}/goal-program/milestones/${pick(caller, ids.sr.milestones)}`,
    }),
    expect: team(200),
  },
  {
    route: 'GET /api/students/:id/sessions',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/sessions` }),
    expect: readers,
  },
  {
    route: 'POST /api/students/:id/sessions',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/sessions`,
      body: { startAt: '2027-03-01T17:00:00+03:00', endAt: '2027-03-01T18:00:00+03:00' },
    }),
    expect: coachOnly(201),
  },
  {
    route: 'PUT /api/students/:id/sessions/:sessionId',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/sessions/${ids.sr.sessionToMove}`,
      body: { startAt: '2027-03-02T17:00:00+03:00', endAt: '2027-03-02T18:00:00+03:00' },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'POST /api/students/:id/sessions/:sessionId/close',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/sessions/${ids.sr.sessionToClose}/close`,
      body: { outcome: 'HELD', report: 'Matris: paragraf soruları konuşuldu.' },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'PUT /api/students/:id/sessions/:sessionId/sharing',
    call: (ids, n) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/sessions/${ids.sr.sessionToShare}/sharing`,
      body: { shared: n % 2 === 0 },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'POST /api/students/:id/sessions/:sessionId/cancel',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/sessions/${ids.sr.sessionToCancel}/cancel`,
      body: { reason: 'Matris' },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'GET /api/students/:id/mock-exams',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/mock-exams` }),
    expect: readers,
  },
  {
    route: 'GET /api/students/:id/mock-exams/trend',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/mock-exams/trend?examType=TYT` }),
    expect: readers,
  },
  {
    route: 'POST /api/students/:id/mock-exams',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/mock-exams`,
      body: exam(`Matris denemesi ${n}`),
    }),
    expect: team(201),
  },
  {
    route: 'PUT /api/students/:id/mock-exams/:examId',
    call: (ids, n) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/mock-exams/${ids.sr.examToCorrect}`,
      body: exam(`Matris düzeltmesi ${n}`),
    }),
    expect: team(200),
  },
  {
    route: 'PUT /api/students/:id/mock-exams/:examId/mistakes',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/mock-exams/${ids.sr.examToCorrect}/mistakes`,
      body: { mistakes: [{ topicId: 'tyt-tr-001', cause: 'DIKKAT', count: 2 }] },
    }),
    expect: team(200),
  },
  {
    route: 'DELETE /api/students/:id/mock-exams/:examId',
    call: (ids, _n, caller) => ({
      method: 'DELETE',
      path: `/api/students/${ids.elif}/mock-exams/${pick(caller, ids.sr.exams)}`,
    }),
    expect: team(200),
  },
  {
    route: 'GET /api/students/:id/homework',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/homework` }),
    expect: readers,
  },
  {
    route: 'POST /api/students/:id/homework',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/homework`,
      body: { title: 'Matris ödevi', courseId: 'ayt-mat', targetQuestions: 30, dueDate: '2027-06-01' },
    }),
    expect: coachOnly(201),
  },
  {
    route: 'POST /api/students/:id/homework/:homeworkId/complete',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/homework/${ids.sr.homework}/complete`,
      body: { doneQuestions: 30 },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'POST /api/students/:id/homework/:homeworkId/cancel',
    // Done by the row before: a finished homework cannot be cancelled (409), but only the coach gets that far.
    call: (ids) => ({ method: 'POST', path: `/api/students/${ids.elif}/homework/${ids.sr.homework}/cancel` }),
    expect: coachOnly(409),
  },
  {
    route: 'GET /api/students/:id/school-grades',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/school-grades` }),
    expect: readers,
  },
  {
    route: 'POST /api/students/:id/school-grades',
    call: (ids, _n, caller) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/school-grades`,
      // One grade per course, term and yazılı: each caller enters another yazılı.
      body: { courseId: 'okul-12-mat', term: '2025-2026/1', examNo: pick(caller, [3, 4]), score: 78 },
    }),
    expect: team(201),
  },
  {
    route: 'DELETE /api/students/:id/school-grades/:gradeId',
    call: (ids, _n, caller) => ({
      method: 'DELETE',
      path: `/api/students/${ids.elif}/school-grades/${pick(caller, ids.sr.grades)}`,
    }),
    expect: team(200),
  },
  {
    route: 'GET /api/students/:id/resources',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/resources` }),
    expect: readers,
  },
  {
    route: 'POST /api/students/:id/resources',
    call: (ids, n) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/resources`,
      body: { courseId: 'ayt-mat', title: `Matris kitabı ${n}`, unit: 'TEST', total: 40 },
    }),
    expect: team(201),
  },
  {
    route: 'PUT /api/students/:id/resources/:resourceId/progress',
    call: (ids, n) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/resources/${ids.sr.resources[0]}/progress`,
      body: { done: n % 9 },
    }),
    expect: team(200),
  },
  {
    route: 'DELETE /api/students/:id/resources/:resourceId',
    call: (ids, _n, caller) => ({
      method: 'DELETE',
      path: `/api/students/${ids.elif}/resources/${pick(caller, ids.sr.resources)}`,
    }),
    expect: team(200),
  },
  {
    route: 'GET /api/students/:id/coach-notes',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/coach-notes` }),
    expect: staffReaders,
  },
  {
    route: 'POST /api/students/:id/coach-notes',
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/coach-notes`,
      body: { content: 'Matris notu' },
    }),
    expect: coachOnly(201),
  },
  {
    route: 'PUT /api/students/:id/coach-notes/:noteId',
    call: (ids) => ({
      method: 'PUT',
      path: `/api/students/${ids.elif}/coach-notes/${ids.sr.coachNote}`,
      body: { content: 'Matris notu (düzeltildi)' },
    }),
    expect: coachOnly(200),
  },
  {
    route: 'DELETE /api/students/:id/coach-notes/:noteId',
    call: (ids) => ({ method: 'DELETE', path: `/api/students/${ids.elif}/coach-notes/${ids.sr.coachNote}` }),
    expect: coachOnly(200),
  },
  {
    route: 'GET /api/students/:id/attention',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/attention` }),
    expect: staffReaders,
  },
  {
    route: 'POST /api/students/:id/attention/acknowledgements',
    // Elif's overdue homework (demo): her coach and advisor set it aside; once set aside it may be again.
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/attention/acknowledgements`,
      body: {
        code: 'HOMEWORK_OVERDUE',
        ref: '',
        note: 'Veliyle konuşuldu',
        days: 3,
        commandId: crypto.randomUUID(),
      },
    }),
    expect: team(201),
  },
  {
    route: 'POST /api/students/:id/attention/acknowledgements',
    // A reason the student does not have: the team is told it is not in the list (404), nothing is written.
    call: (ids) => ({
      method: 'POST',
      path: `/api/students/${ids.elif}/attention/acknowledgements`,
      body: {
        code: 'NET_FALLING',
        ref: 'TYT/mat',
        note: 'Veliyle konuşuldu',
        days: 7,
        commandId: crypto.randomUUID(),
      },
    }),
    expect: { ...signedOut, admin: 403, parent: 403, others: 404 },
  },
  {
    route: 'GET /api/attention-queue',
    call: () => ({ method: 'GET', path: '/api/attention-queue' }),
    // Each coach and advisor sees their own queue; the admin and parents have none.
    expect: { ...signedOut, admin: 403, parent: 403, others: 200 },
  },
  {
    route: 'GET /api/attention-queue',
    call: (ids) => ({ method: 'GET', path: `/api/attention-queue?coachId=${ids.coach1}` }),
    // coach1's queue: coach1 and their advisor; another coach naming coach1 is refused, not shown their own.
    expect: { ...signedOut, advisor1: 200, coach1: 200, others: 403 },
  },
  {
    route: 'GET /api/students/:id/overview',
    call: (ids) => ({ method: 'GET', path: `/api/students/${ids.elif}/overview` }),
    expect: readers,
  },
];

/** Makes, as Elif's coach, the record items the rows act on. */
export async function prepareStudentRecordIds(
  server: RunningServer,
  tokens: Map<string, string | null>,
  known: { elif: string },
): Promise<StudentRecordIds> {
  const token = tokens.get('coach1');
  const base = `/api/students/${known.elif}`;
  const post = async (path: string, body: unknown, method = 'POST') => {
    const res = await api(server.url, method, path, { token, body });
    if (res.status >= 300)
      throw new Error(`${path} for the matrix: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const week = shiftWeek(isoWeekOf(new Date()), 1);
  const blockIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    const program = await post(`${base}/weekly-program/blocks`, { week, block: { ...block, day: i + 3 } });
    blockIds.push(program.blocks.find((b: { day: number }) => b.day === i + 3).blockId);
  }
  const milestones: string[] = [];
  for (let i = 0; i < 2; i++) {
    const goal = await post(`${base}/goal-program/milestones`, {
      title: `Hazırlık ${i}`,
      dueDate: '2027-04-01',
    });
    milestones.push(goal.milestones.find((m: { title: string }) => m.title === `Hazırlık ${i}`).milestoneId);
  }
  const exams = [
    (await post(`${base}/mock-exams`, exam('Silinecek 1'))).examId,
    (await post(`${base}/mock-exams`, exam('Silinecek 2'))).examId,
  ];
  const grades: string[] = [];
  for (let i = 0; i < 2; i++) {
    const list = await post(`${base}/school-grades`, {
      courseId: 'okul-12-mat',
      term: '2025-2026/2',
      examNo: i + 1,
      score: 60 + i,
    });
    grades.push(
      list.grades.find(
        (g: { term: string; examNo: number }) => g.term === '2025-2026/2' && g.examNo === i + 1,
      ).gradeId,
    );
  }
  const resources: string[] = [];
  for (let i = 0; i < 2; i++) {
    const list = await post(`${base}/resources`, {
      courseId: 'ayt-mat',
      title: `Matris kaynağı ${i}`,
      unit: 'PAGE',
      total: 100,
    });
    resources.push(list.find((r: { title: string }) => r.title === `Matris kaynağı ${i}`).resourceId);
  }
  const yesterday = istanbulDate(new Date(Date.now() - 86_400_000));
  const session = (startAt: string, endAt: string) => post(`${base}/sessions`, { startAt, endAt });
  const sessionToShare = (await session(`${yesterday}T12:00:00+03:00`, `${yesterday}T13:00:00+03:00`))
    .sessionId;
  await post(`${base}/sessions/${sessionToShare}/close`, { outcome: 'HELD', report: 'Paylaşılacak rapor.' });
  return {
    sr: {
      week,
      blocks: blockIds as [string, string],
      milestones: milestones as [string, string],
      exams: exams as [string, string],
      grades: grades as [string, string],
      resources: resources as [string, string],
      examToCorrect: (await post(`${base}/mock-exams`, exam('Düzeltilecek'))).examId,
      homework: (
        await post(`${base}/homework`, {
          title: 'Matris',
          courseId: 'ayt-mat',
          targetQuestions: 20,
          dueDate: '2027-06-01',
        })
      ).homeworkId,
      sessionToClose: (await session(`${yesterday}T16:00:00+03:00`, `${yesterday}T17:00:00+03:00`)).sessionId,
      sessionToShare,
      sessionToMove: (await session('2027-02-01T16:00:00+03:00', '2027-02-01T17:00:00+03:00')).sessionId,
      sessionToCancel: (await session('2027-02-02T16:00:00+03:00', '2027-02-02T17:00:00+03:00')).sessionId,
      coachNote: (await post(`${base}/coach-notes`, { content: 'Düzeltilecek not' })).noteId,
      template: (await post('/api/plan-templates', { name: 'Matris', blocks: [block] })).templateId,
    },
  };
}
