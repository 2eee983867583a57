import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { objectBody as body } from '../../http/object-body';
import { callerFor, respond } from '../../http/rest';

/**
 * The student record over REST: `/api/students/{id}/…`, one group of paths per tab of the student detail
 * (spec §2), answering `{ data }` (failures `{ message, errors? }`). Each route calls the `studentRecord.*`
 * procedure of the same name, so validation and who-may-do-what (router.ts) are written once. The path's
 * ids win over the same keys in a body.
 */
export function installStudentRecordRoutes(app: Hono, deps: AppDeps): void {
  const record = (c: Context) => callerFor(c, deps).studentRecord;
  /** A path parameter (the route pattern guarantees it is there). */
  const param = (c: Context, name: string) => c.req.param(name) as string;
  const id = (c: Context) => param(c, 'id');
  const query = (c: Context) => c.req.query() as Record<string, never>;
  const withBody = async (c: Context, ids: Record<string, string>) =>
    ({ ...(await body(c)), studentId: id(c), ...ids }) as never;
  const base = '/api/students/:id';

  // Haftalık Program
  app.get(`${base}/weekly-program`, (c) =>
    respond(c, 'data', () => record(c).weeklyProgram({ ...query(c), studentId: id(c) })),
  );
  app.post(`${base}/weekly-program/blocks`, (c) =>
    respond(c, 'data', async () => record(c).addStudyBlock(await withBody(c, {})), 201),
  );
  app.put(`${base}/weekly-program/blocks/:blockId`, (c) =>
    respond(c, 'data', async () =>
      record(c).changeStudyBlock(await withBody(c, { blockId: param(c, 'blockId') })),
    ),
  );
  app.delete(`${base}/weekly-program/blocks/:blockId`, (c) =>
    respond(c, 'data', () =>
      record(c).removeStudyBlock({
        ...query(c),
        studentId: id(c),
        blockId: param(c, 'blockId'),
      } as never),
    ),
  );
  app.post(`${base}/weekly-program/blocks/:blockId/progress`, (c) =>
    respond(c, 'data', async () =>
      record(c).recordStudyProgress(await withBody(c, { blockId: param(c, 'blockId') })),
    ),
  );
  app.post(`${base}/weekly-program/copy`, (c) =>
    respond(c, 'data', async () => record(c).copyWeek(await withBody(c, {})), 201),
  );

  // Program şablonları: a coach's own, applied to several students at once (not under one student).
  app.get('/api/plan-templates', (c) => respond(c, 'data', () => record(c).planTemplates()));
  app.post('/api/plan-templates', (c) =>
    respond(c, 'data', async () => record(c).savePlanTemplate((await body(c)) as never), 201),
  );
  app.delete('/api/plan-templates/:templateId', (c) =>
    respond(c, 'data', () => record(c).deletePlanTemplate({ templateId: param(c, 'templateId') })),
  );
  app.post('/api/plan-templates/:templateId/apply', (c) =>
    respond(c, 'data', async () =>
      record(c).applyPlanTemplate({ ...(await body(c)), templateId: param(c, 'templateId') } as never),
    ),
  );

  // Hedef Programı
  app.get(`${base}/goal-program`, (c) =>
    respond(c, 'data', () => record(c).goalProgram({ studentId: id(c) })),
  );
  app.put(`${base}/goal-program`, (c) =>
    respond(c, 'data', async () => record(c).setGoalProgram(await withBody(c, {}))),
  );
  app.post(`${base}/goal-program/milestones`, (c) =>
    respond(c, 'data', async () => record(c).addGoalMilestone(await withBody(c, {})), 201),
  );
  app.post(`${base}/goal-program/milestones/:milestoneId/complete`, (c) =>
    respond(c, 'data', async () =>
      record(c).completeGoalMilestone(await withBody(c, { milestoneId: param(c, 'milestoneId') })),
    ),
  );
  app.delete(`${base}/goal-program/milestones/:milestoneId`, (c) =>
    respond(c, 'data', () =>
      record(c).removeGoalMilestone({ studentId: id(c), milestoneId: param(c, 'milestoneId') }),
    ),
  );

  // Seanslar
  app.get(`${base}/sessions`, (c) =>
    respond(c, 'data', () => record(c).sessions({ ...query(c), studentId: id(c) })),
  );
  app.post(`${base}/sessions`, (c) =>
    respond(c, 'data', async () => record(c).scheduleSession(await withBody(c, {})), 201),
  );
  app.put(`${base}/sessions/:sessionId`, (c) =>
    respond(c, 'data', async () =>
      record(c).rescheduleSession(await withBody(c, { sessionId: param(c, 'sessionId') })),
    ),
  );
  app.post(`${base}/sessions/:sessionId/close`, (c) =>
    respond(c, 'data', async () =>
      record(c).closeSession(await withBody(c, { sessionId: param(c, 'sessionId') })),
    ),
  );
  app.post(`${base}/sessions/:sessionId/cancel`, (c) =>
    respond(c, 'data', async () =>
      record(c).cancelSession(await withBody(c, { sessionId: param(c, 'sessionId') })),
    ),
  );

  // Sınavlar (denemeler)
  app.get(`${base}/mock-exams`, (c) =>
    respond(c, 'data', () => record(c).mockExams({ ...query(c), studentId: id(c) })),
  );
  app.get(`${base}/mock-exams/trend`, (c) =>
    respond(c, 'data', () => record(c).mockExamTrend({ ...query(c), studentId: id(c) })),
  );
  app.post(`${base}/mock-exams`, (c) =>
    respond(c, 'data', async () => record(c).recordMockExam(await withBody(c, {})), 201),
  );
  app.put(`${base}/mock-exams/:examId`, (c) =>
    respond(c, 'data', async () =>
      record(c).correctMockExam(await withBody(c, { examId: param(c, 'examId') })),
    ),
  );
  app.put(`${base}/mock-exams/:examId/mistakes`, (c) =>
    respond(c, 'data', async () =>
      record(c).recordMockExamMistakes(await withBody(c, { examId: param(c, 'examId') })),
    ),
  );
  app.delete(`${base}/mock-exams/:examId`, (c) =>
    respond(c, 'data', () => record(c).deleteMockExam({ studentId: id(c), examId: param(c, 'examId') })),
  );

  // Ödevler ve Görevler
  app.get(`${base}/homework`, (c) =>
    respond(c, 'data', () => record(c).homework({ ...query(c), studentId: id(c) })),
  );
  app.post(`${base}/homework`, (c) =>
    respond(c, 'data', async () => record(c).assignHomework(await withBody(c, {})), 201),
  );
  app.post(`${base}/homework/:homeworkId/complete`, (c) =>
    respond(c, 'data', async () =>
      record(c).completeHomework(await withBody(c, { homeworkId: param(c, 'homeworkId') })),
    ),
  );
  app.post(`${base}/homework/:homeworkId/cancel`, (c) =>
    respond(c, 'data', () =>
      record(c).cancelHomework({ studentId: id(c), homeworkId: param(c, 'homeworkId') }),
    ),
  );

  // Yazılılar
  app.get(`${base}/school-grades`, (c) =>
    respond(c, 'data', () => record(c).schoolGrades({ studentId: id(c) })),
  );
  app.post(`${base}/school-grades`, (c) =>
    respond(c, 'data', async () => record(c).recordSchoolGrade(await withBody(c, {})), 201),
  );
  app.delete(`${base}/school-grades/:gradeId`, (c) =>
    respond(c, 'data', () => record(c).removeSchoolGrade({ studentId: id(c), gradeId: param(c, 'gradeId') })),
  );

  // Kaynaklar
  app.get(`${base}/resources`, (c) => respond(c, 'data', () => record(c).resources({ studentId: id(c) })));
  app.post(`${base}/resources`, (c) =>
    respond(c, 'data', async () => record(c).addResource(await withBody(c, {})), 201),
  );
  app.put(`${base}/resources/:resourceId/progress`, (c) =>
    respond(c, 'data', async () =>
      record(c).recordResourceProgress(await withBody(c, { resourceId: param(c, 'resourceId') })),
    ),
  );
  app.delete(`${base}/resources/:resourceId`, (c) =>
    respond(c, 'data', () =>
      record(c).removeResource({ studentId: id(c), resourceId: param(c, 'resourceId') }),
    ),
  );

  // Notlar (the coach's own)
  app.get(`${base}/coach-notes`, (c) => respond(c, 'data', () => record(c).coachNotes({ studentId: id(c) })));
  app.post(`${base}/coach-notes`, (c) =>
    respond(c, 'data', async () => record(c).writeCoachNote(await withBody(c, {})), 201),
  );
  app.put(`${base}/coach-notes/:noteId`, (c) =>
    respond(c, 'data', async () =>
      record(c).editCoachNote(await withBody(c, { noteId: param(c, 'noteId') })),
    ),
  );
  app.delete(`${base}/coach-notes/:noteId`, (c) =>
    respond(c, 'data', () => record(c).deleteCoachNote({ studentId: id(c), noteId: param(c, 'noteId') })),
  );

  // Dikkat: why this student needs attention now (coach and advisor), and the whole queue.
  app.get(`${base}/attention`, (c) =>
    respond(c, 'data', () => record(c).studentAttention({ studentId: id(c) })),
  );
  app.get('/api/attention-queue', (c) => respond(c, 'data', () => record(c).attention(query(c))));

  // Veli görünümü: the week, denemes, homework and session reports together, read-only.
  app.get(`${base}/overview`, (c) => respond(c, 'data', () => record(c).overview({ studentId: id(c) })));
}
