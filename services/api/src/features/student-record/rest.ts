import type { RestTable } from '../../http/rest-table';

/** The ids of a `/api/students/:id/…` path as inputs name them: `:id` is the student, the others keep their names. */
const pathIds = ({ id, ...others }: Record<string, string>) => ({ studentId: id, ...others });

const base = '/api/students/:id';

/**
 * The student record over REST: `/api/students/{id}/…`, one group of paths per tab of the student detail
 * (spec §2), answering `{ data }` (failures `{ message, errors? }`). Each route calls the `studentRecord.*`
 * procedure of the same name, so validation and who-may-do-what (router.ts) are written once. The path's
 * ids win over the same keys in a body or query.
 */
export const STUDENT_RECORD_ROUTES: RestTable = [
  // Haftalık Program
  {
    method: 'GET',
    path: `${base}/weekly-program`,
    procedure: 'studentRecord.weeklyProgram',
    input: ({ query, params }) => ({ ...query, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/weekly-program/blocks`,
    procedure: 'studentRecord.addStudyBlock',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: `${base}/weekly-program/blocks/:blockId`,
    procedure: 'studentRecord.changeStudyBlock',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: `${base}/weekly-program/blocks/:blockId`,
    procedure: 'studentRecord.removeStudyBlock',
    input: ({ query, params }) => ({ ...query, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/weekly-program/blocks/:blockId/progress`,
    procedure: 'studentRecord.recordStudyProgress',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/weekly-program/copy`,
    procedure: 'studentRecord.copyWeek',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },

  // Program şablonları: a coach's own, applied to several students at once (not under one student).
  { method: 'GET', path: '/api/plan-templates', procedure: 'studentRecord.planTemplates', envelope: 'data' },
  {
    method: 'POST',
    path: '/api/plan-templates',
    procedure: 'studentRecord.savePlanTemplate',
    body: 'object',
    envelope: 'data',
    status: 201,
  },
  {
    method: 'DELETE',
    path: '/api/plan-templates/:templateId',
    procedure: 'studentRecord.deletePlanTemplate',
    input: ({ params }) => ({ templateId: params.templateId }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: '/api/plan-templates/:templateId/apply',
    procedure: 'studentRecord.applyPlanTemplate',
    body: 'object',
    input: ({ body, params }) => ({ ...body, templateId: params.templateId }),
    envelope: 'data',
  },

  // Hedef Programı
  {
    method: 'GET',
    path: `${base}/goal-program`,
    procedure: 'studentRecord.goalProgram',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/goal-program`,
    procedure: 'studentRecord.setGoalProgram',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/goal-program/milestones`,
    procedure: 'studentRecord.addGoalMilestone',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'POST',
    path: `${base}/goal-program/milestones/:milestoneId/complete`,
    procedure: 'studentRecord.completeGoalMilestone',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: `${base}/goal-program/milestones/:milestoneId`,
    procedure: 'studentRecord.removeGoalMilestone',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },

  // Seanslar
  {
    method: 'GET',
    path: `${base}/sessions`,
    procedure: 'studentRecord.sessions',
    input: ({ query, params }) => ({ ...query, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/sessions`,
    procedure: 'studentRecord.scheduleSession',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: `${base}/sessions/:sessionId`,
    procedure: 'studentRecord.rescheduleSession',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/sessions/:sessionId/close`,
    procedure: 'studentRecord.closeSession',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/sessions/:sessionId/sharing`,
    procedure: 'studentRecord.shareSessionReport',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/sessions/:sessionId/cancel`,
    procedure: 'studentRecord.cancelSession',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },

  // Sınavlar (denemeler)
  {
    method: 'GET',
    path: `${base}/mock-exams`,
    procedure: 'studentRecord.mockExams',
    input: ({ query, params }) => ({ ...query, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: `${base}/mock-exams/trend`,
    procedure: 'studentRecord.mockExamTrend',
    input: ({ query, params }) => ({ ...query, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/mock-exams`,
    procedure: 'studentRecord.recordMockExam',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: `${base}/mock-exams/:examId`,
    procedure: 'studentRecord.correctMockExam',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/mock-exams/:examId/mistakes`,
    procedure: 'studentRecord.recordMockExamMistakes',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: `${base}/mock-exams/:examId`,
    procedure: 'studentRecord.deleteMockExam',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },

  // Ödevler ve Görevler
  {
    method: 'GET',
    path: `${base}/homework`,
    procedure: 'studentRecord.homework',
    input: ({ query, params }) => ({ ...query, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/homework`,
    procedure: 'studentRecord.assignHomework',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'POST',
    path: `${base}/homework/:homeworkId/complete`,
    procedure: 'studentRecord.completeHomework',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/homework/:homeworkId/cancel`,
    procedure: 'studentRecord.cancelHomework',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },

  // Yazılılar
  {
    method: 'GET',
    path: `${base}/school-grades`,
    procedure: 'studentRecord.schoolGrades',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/school-grades`,
    procedure: 'studentRecord.recordSchoolGrade',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'DELETE',
    path: `${base}/school-grades/:gradeId`,
    procedure: 'studentRecord.removeSchoolGrade',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },

  // Kaynaklar
  {
    method: 'GET',
    path: `${base}/resources`,
    procedure: 'studentRecord.resources',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/resources`,
    procedure: 'studentRecord.addResource',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: `${base}/resources/:resourceId/progress`,
    procedure: 'studentRecord.recordResourceProgress',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: `${base}/resources/:resourceId`,
    procedure: 'studentRecord.removeResource',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },

  // Notlar (the coach's own)
  {
    method: 'GET',
    path: `${base}/coach-notes`,
    procedure: 'studentRecord.coachNotes',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/coach-notes`,
    procedure: 'studentRecord.writeCoachNote',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'PUT',
    path: `${base}/coach-notes/:noteId`,
    procedure: 'studentRecord.editCoachNote',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
  {
    method: 'DELETE',
    path: `${base}/coach-notes/:noteId`,
    procedure: 'studentRecord.deleteCoachNote',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },

  // Dikkat: why this student needs attention now (coach and advisor), and the whole queue.
  {
    method: 'GET',
    path: `${base}/attention`,
    procedure: 'studentRecord.studentAttention',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  {
    method: 'POST',
    path: `${base}/attention/acknowledgements`,
    procedure: 'studentRecord.acknowledgeAttention',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/attention-queue',
    procedure: 'studentRecord.attention',
    input: ({ query }) => query,
    envelope: 'data',
  },

  // Veli görünümü: the week, denemes, homework and session reports together, read-only.
  {
    method: 'GET',
    path: `${base}/overview`,
    procedure: 'studentRecord.overview',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  // Konu takibi
  {
    method: 'GET',
    path: `${base}/topics`,
    procedure: 'studentRecord.topicChecklist',
    input: ({ params }) => pathIds(params),
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/topics/:topicId`,
    procedure: 'studentRecord.setTopicState',
    body: 'object',
    input: ({ body, params }) => ({ ...body, ...pathIds(params) }),
    envelope: 'data',
  },
];
