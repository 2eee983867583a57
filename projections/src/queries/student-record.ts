import {
  addDays,
  type CatalogueNames,
  type CoachingSessionDto,
  type CoachNoteDto,
  type GoalProgramDto,
  type HomeworkDto,
  type HomeworkReminderKind,
  istanbulInstant,
  type MistakeCause,
  type MockExamDto,
  type MockExamTrendDto,
  type PlanTemplateDto,
  round2,
  type SchoolGradesDto,
  type StudyBlockDto,
  type StudyResourceDto,
  type WeeklyProgramDto,
  type WeeklySummaryFigures,
  weekStartDate,
} from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../db';
import type {
  CoachingSessionsTable,
  HomeworkTable,
  MockExamsTable,
  PlanBlocksTable,
} from '../student-record-schema';

/** Read queries of the student record; authorisation happens before them, in the api. */

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
const numberLocale = new Intl.NumberFormat('tr-TR');

function toBlock(row: Selectable<PlanBlocksTable>, names: CatalogueNames): StudyBlockDto {
  return {
    blockId: row.block_id,
    day: row.day,
    startTime: row.start_time,
    startAt: iso(row.start_at),
    durationMinutes: row.duration_minutes,
    courseId: row.course_id,
    courseName: names.courseName(row.course_id),
    topicId: row.topic_id,
    topicName: row.topic_id ? names.topicName(row.topic_id) : null,
    activity: row.activity,
    targetQuestions: row.target_questions,
    targetMinutes: row.target_minutes,
    doneQuestions: row.done_questions,
    doneMinutes: row.done_minutes,
    completion: round2(row.completion),
    note: row.note,
    source: row.source,
  };
}

export async function weeklyProgramQuery(
  db: ReadDb,
  studentId: string,
  week: string,
  names: CatalogueNames,
): Promise<WeeklyProgramDto> {
  const rows = await db
    .selectFrom('plan_blocks')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('week', '=', week)
    .orderBy('day')
    .orderBy('start_time')
    .orderBy('block_id')
    .execute();
  const blocks = rows.map((r) => toBlock(r, names));
  const sum = (f: (b: StudyBlockDto) => number | null) => blocks.reduce((n, b) => n + (f(b) ?? 0), 0);
  const start = weekStartDate(week);
  return {
    studentId,
    week,
    startDate: start,
    endDate: addDays(start, 6),
    blocks,
    totals: {
      blocks: blocks.length,
      targetQuestions: sum((b) => b.targetQuestions),
      doneQuestions: sum((b) => b.doneQuestions),
      targetMinutes: sum((b) => b.targetMinutes),
      doneMinutes: sum((b) => b.doneMinutes),
      completion: blocks.length ? round2(rows.reduce((n, r) => n + r.completion, 0) / blocks.length) : null,
    },
  };
}

export async function planTemplatesQuery(db: ReadDb, coachId: string): Promise<PlanTemplateDto[]> {
  const rows = await db
    .selectFrom('plan_templates')
    .selectAll()
    .where('coach_id', '=', coachId)
    .orderBy('name')
    .orderBy('template_id')
    .execute();
  return rows.map((r) => ({
    templateId: r.template_id,
    coachId: r.coach_id,
    name: r.name,
    blocks: r.blocks as PlanTemplateDto['blocks'],
    updatedAt: iso(r.updated_at),
  }));
}

export async function planTemplateQuery(db: ReadDb, templateId: string): Promise<PlanTemplateDto | null> {
  const r = await db
    .selectFrom('plan_templates')
    .selectAll()
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return r
    ? {
        templateId: r.template_id,
        coachId: r.coach_id,
        name: r.name,
        blocks: r.blocks as PlanTemplateDto['blocks'],
        updatedAt: iso(r.updated_at),
      }
    : null;
}

function targetLabel(t: GoalProgramDto['target']): string {
  switch (t.kind) {
    case 'RANK':
      return `İlk ${numberLocale.format(t.rank ?? 0)}`;
    case 'PERCENTILE':
      return `%${String(t.percentile ?? '').replace('.', ',')}`;
    case 'UNIVERSITY':
      return (
        [t.university, t.department].filter(Boolean).join(' – ') +
        (t.rank ? ` (İlk ${numberLocale.format(t.rank)})` : '')
      );
  }
}

export async function goalProgramQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
): Promise<GoalProgramDto | null> {
  const [program, milestones] = await Promise.all([
    db.selectFrom('goal_programs').selectAll().where('student_id', '=', studentId).executeTakeFirst(),
    db
      .selectFrom('goal_milestones')
      .selectAll()
      .where('student_id', '=', studentId)
      .orderBy('due_date')
      .orderBy('created_at')
      .execute(),
  ]);
  if (!program && milestones.length === 0) return null;
  const target = (program?.target ?? {
    kind: 'RANK',
    rankingOptionId: null,
    rank: null,
    percentile: null,
    university: null,
    department: null,
  }) as Omit<GoalProgramDto['target'], 'label'>;
  return {
    studentId,
    examFamily: program?.exam_family ?? 'YKS',
    scoreType: program?.score_type ?? null,
    target: { ...target, label: program ? targetLabel(target as GoalProgramDto['target']) : '' },
    targetNets: (program?.target_nets ?? []).map((t) => ({
      ...t,
      testName: names.test(t.examType, t.testCode).name,
    })),
    milestones: milestones.map((m) => ({
      milestoneId: m.milestone_id,
      title: m.title,
      dueDate: m.due_date,
      done: m.completed_at !== null,
      completedAt: isoOrNull(m.completed_at),
    })),
    updatedAt: iso(program?.updated_at ?? milestones.at(-1)!.created_at),
  };
}

export function toSession(r: Selectable<CoachingSessionsTable>): CoachingSessionDto {
  return {
    sessionId: r.session_id,
    studentId: r.student_id,
    coachId: r.coach_id,
    title: r.title,
    agenda: r.agenda,
    status: r.status,
    startAt: iso(r.start_at),
    endAt: iso(r.end_at),
    report: r.report,
    cancelReason: r.cancel_reason,
    closedAt: isoOrNull(r.closed_at),
  };
}

/** A student's sessions, latest first. */
export async function coachingSessionsQuery(
  db: ReadDb,
  studentId: string,
  options: { status?: CoachingSessionDto['status']; limit?: number } = {},
): Promise<CoachingSessionDto[]> {
  let q = db.selectFrom('coaching_sessions').selectAll().where('student_id', '=', studentId);
  if (options.status) q = q.where('status', '=', options.status);
  const rows = await q
    .orderBy('start_at', 'desc')
    .orderBy('session_id')
    .limit(options.limit ?? 500)
    .execute();
  return rows.map(toSession);
}

/** A coach's sessions overlapping a range (calendar), with the student's name; cancelled ones left out. */
export async function coachSessionsInRangeQuery(db: ReadDb, coachId: string, start: Date, end: Date) {
  const rows = await db
    .selectFrom('coaching_sessions')
    .innerJoin('students', 'students.id', 'coaching_sessions.student_id')
    .selectAll('coaching_sessions')
    .select(['students.first_name', 'students.last_name'])
    .where('coaching_sessions.coach_id', '=', coachId)
    .where('coaching_sessions.status', '!=', 'CANCELLED')
    .where('coaching_sessions.start_at', '<=', end)
    .where('coaching_sessions.end_at', '>=', start)
    .orderBy('coaching_sessions.start_at')
    .execute();
  return rows.map((r) => ({ ...toSession(r), studentName: `${r.first_name} ${r.last_name}` }));
}

function toExam(r: Selectable<MockExamsTable>, names: CatalogueNames): MockExamDto {
  const tests = r.tests.map((t) => {
    const test = names.test(r.exam_type, t.testCode);
    return { ...t, testName: test.name, questionCount: test.questionCount };
  });
  const total = (f: (t: (typeof tests)[number]) => number) => tests.reduce((n, t) => n + f(t), 0);
  return {
    examId: r.exam_id,
    studentId: r.student_id,
    examType: r.exam_type,
    name: r.name,
    takenOn: r.taken_on,
    durationMinutes: r.duration_minutes,
    tests,
    totals: {
      correct: total((t) => t.correct),
      wrong: total((t) => t.wrong),
      blank: total((t) => t.blank),
      questionCount: total((t) => t.questionCount),
    },
    totalNet: r.total_net,
    weightedNet: r.weighted_net,
    estimatedScore: r.estimated_score,
    mistakes: r.mistakes.map((m) => ({
      ...m,
      cause: m.cause as MistakeCause,
      topicName: names.topicName(m.topicId),
    })),
    recordedAt: iso(r.recorded_at),
  };
}

/** A student's denemes, latest first. */
export async function mockExamsQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
  options: { examType?: string; limit?: number } = {},
): Promise<MockExamDto[]> {
  let q = db.selectFrom('mock_exams').selectAll().where('student_id', '=', studentId);
  if (options.examType) q = q.where('exam_type', '=', options.examType.toUpperCase());
  const rows = await q
    .orderBy('taken_on', 'desc')
    .orderBy('recorded_at', 'desc')
    .orderBy('exam_id')
    .limit(options.limit ?? 500)
    .execute();
  return rows.map((r) => toExam(r, names));
}

/** The chart series of one exam type (the student's most recent type when none is given). */
export async function mockExamTrendQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
  examType?: string,
): Promise<MockExamTrendDto | null> {
  let type = examType?.toUpperCase();
  if (!type) {
    const latest = await db
      .selectFrom('mock_exams')
      .select('exam_type')
      .where('student_id', '=', studentId)
      .orderBy('taken_on', 'desc')
      .orderBy('recorded_at', 'desc')
      .executeTakeFirst();
    if (!latest) return null;
    type = latest.exam_type;
  }
  const rows = await db
    .selectFrom('mock_exams')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('exam_type', '=', type)
    .orderBy('taken_on')
    .orderBy('recorded_at')
    .orderBy('exam_id')
    .execute();
  const nets = rows.map((r) => r.total_net);
  const mean = (xs: number[]) => (xs.length ? round2(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  const byCause = new Map<MistakeCause, number>();
  const byTopic = new Map<string, { courseId: string; count: number }>();
  for (const r of rows)
    for (const m of r.mistakes) {
      byCause.set(m.cause as MistakeCause, (byCause.get(m.cause as MistakeCause) ?? 0) + m.count);
      const t = byTopic.get(m.topicId) ?? { courseId: m.courseId, count: 0 };
      byTopic.set(m.topicId, { ...t, count: t.count + m.count });
    }
  return {
    studentId,
    examType: type,
    points: rows.map((r) => ({
      examId: r.exam_id,
      name: r.name,
      takenOn: r.taken_on,
      totalNet: r.total_net,
      nets: Object.fromEntries(r.tests.map((t) => [t.testCode, t.net])),
    })),
    tests: names.testsOf(type),
    average: mean(nets),
    lastThreeAverage: mean(nets.slice(-3)),
    mistakesByCause: [...byCause]
      .map(([cause, count]) => ({ cause, count }))
      .sort((a, b) => b.count - a.count),
    mistakesByTopic: [...byTopic]
      .map(([topicId, t]) => ({
        topicId,
        topicName: names.topicName(topicId),
        courseId: t.courseId,
        count: t.count,
      }))
      .sort((a, b) => b.count - a.count || a.topicId.localeCompare(b.topicId)),
  };
}

export function toHomework(r: Selectable<HomeworkTable>, names: CatalogueNames, now: Date): HomeworkDto {
  const due = new Date(r.due_at);
  const status = r.status === 'DONE' ? 'DONE' : due.getTime() <= now.getTime() ? 'LATE' : 'ASSIGNED';
  return {
    homeworkId: r.homework_id,
    studentId: r.student_id,
    title: r.title,
    courseId: r.course_id,
    courseName: names.courseName(r.course_id),
    topicIds: r.topic_ids,
    targetQuestions: r.target_questions,
    targetMinutes: r.target_minutes,
    description: r.description,
    dueAt: due.toISOString(),
    status,
    completedAt: isoOrNull(r.completed_at),
    completedLate: r.completed_late,
    doneQuestions: r.done_questions,
    doneMinutes: r.done_minutes,
    remindersSent: r.reminders as HomeworkReminderKind[],
    assignedAt: iso(r.assigned_at),
  };
}

/**
 * A student's homework (cancelled left out): open ones first by due time, then done ones latest first.
 * LATE is judged against `now`, so it is exact to the second without any event.
 */
export async function homeworkQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
  now: Date,
  status?: HomeworkDto['status'],
): Promise<HomeworkDto[]> {
  let q = db
    .selectFrom('homework')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('status', '!=', 'CANCELLED');
  if (status === 'DONE') q = q.where('status', '=', 'DONE');
  if (status === 'ASSIGNED') q = q.where('status', '=', 'ASSIGNED').where('due_at', '>', now);
  if (status === 'LATE') q = q.where('status', '=', 'ASSIGNED').where('due_at', '<=', now);
  const rows = await q.orderBy('due_at').orderBy('homework_id').execute();
  const items = rows.map((r) => toHomework(r, names, now));
  const open = items.filter((h) => h.status !== 'DONE');
  const done = items.filter((h) => h.status === 'DONE').reverse();
  return [...open, ...done];
}

export async function schoolGradesQuery(db: ReadDb, studentId: string): Promise<SchoolGradesDto> {
  const rows = await db
    .selectFrom('school_grades')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('term', 'desc')
    .orderBy('course_name')
    .orderBy('exam_no')
    .execute();
  const groups = new Map<string, { courseId: string; courseName: string; term: string; scores: number[] }>();
  for (const r of rows) {
    const k = `${r.term}|${r.course_id}`;
    const g = groups.get(k) ?? { courseId: r.course_id, courseName: r.course_name, term: r.term, scores: [] };
    g.scores.push(r.score);
    groups.set(k, g);
  }
  return {
    studentId,
    grades: rows.map((r) => ({
      gradeId: r.grade_id,
      courseId: r.course_id,
      courseName: r.course_name,
      term: r.term,
      examNo: r.exam_no,
      score: r.score,
      takenOn: r.taken_on,
    })),
    averages: [...groups.values()].map((g) => ({
      courseId: g.courseId,
      courseName: g.courseName,
      term: g.term,
      average: round2(g.scores.reduce((a, b) => a + b, 0) / g.scores.length),
      count: g.scores.length,
    })),
  };
}

export async function studyResourcesQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
): Promise<StudyResourceDto[]> {
  const rows = await db
    .selectFrom('study_resources')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('course_id')
    .orderBy('added_at')
    .orderBy('resource_id')
    .execute();
  return rows.map((r) => ({
    resourceId: r.resource_id,
    courseId: r.course_id,
    courseName: names.courseName(r.course_id),
    title: r.title,
    kind: r.kind,
    unit: r.unit,
    total: r.total,
    done: r.done,
    progress: round2(r.done / r.total),
    updatedAt: iso(r.updated_at),
  }));
}

export async function coachNotesQuery(db: ReadDb, studentId: string): Promise<CoachNoteDto[]> {
  const rows = await db
    .selectFrom('coach_notes')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('note_id')
    .execute();
  return rows.map((r) => ({
    noteId: r.note_id,
    studentId: r.student_id,
    coachId: r.coach_id,
    content: r.content,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}

export async function latestWeeklySummaryQuery(db: ReadDb, studentId: string) {
  const r = await db
    .selectFrom('weekly_summaries')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('week', 'desc')
    .executeTakeFirst();
  return r
    ? { week: r.week, figures: r.figures as WeeklySummaryFigures, preparedAt: iso(r.prepared_at) }
    : null;
}

// ---- For the scheduler ----

/** Open homework that may need a reminder by `now` (due within 24 h, or already due). */
export async function homeworkForRemindersQuery(db: ReadDb, now: Date) {
  const horizon = new Date(now.getTime() + 24 * 3_600_000);
  const rows = await db
    .selectFrom('homework')
    .select(['homework_id', 'student_id', 'due_at', 'assigned_at', 'reminders'])
    .where('status', '=', 'ASSIGNED')
    .where('due_at', '<=', horizon)
    .orderBy('due_at')
    .limit(5_000)
    .execute();
  return rows
    .filter((r) => !r.reminders.includes('OVERDUE'))
    .map((r) => ({
      homeworkId: r.homework_id,
      studentId: r.student_id,
      dueAt: iso(r.due_at),
      assignedAt: iso(r.assigned_at),
      reminders: r.reminders as HomeworkReminderKind[],
    }));
}

/** The parents linked to each of these students (homework reminders go to them too). */
export async function parentIdsOfStudentsQuery(db: ReadDb, studentIds: readonly string[]) {
  const byStudent = new Map<string, string[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await db
    .selectFrom('parent_students')
    .select(['student_id', 'parent_id'])
    .where('student_id', 'in', [...new Set(studentIds)])
    .orderBy('parent_id')
    .execute();
  for (const r of rows) byStudent.set(r.student_id, [...(byStudent.get(r.student_id) ?? []), r.parent_id]);
  return byStudent;
}

/** Students with at least one linked parent and no summary for `week` yet. */
export async function studentsDueWeeklySummaryQuery(db: ReadDb, week: string) {
  const rows = await db
    .selectFrom('parent_students')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .leftJoin('weekly_summaries', (j) =>
      j.onRef('weekly_summaries.student_id', '=', 'students.id').on('weekly_summaries.week', '=', week),
    )
    .select(['students.id', 'students.first_name', 'students.last_name', 'parent_students.parent_id'])
    .where('weekly_summaries.student_id', 'is', null)
    .orderBy('students.id')
    .orderBy('parent_students.parent_id')
    .execute();
  const byStudent = new Map<string, { studentId: string; studentName: string; parentIds: string[] }>();
  for (const r of rows) {
    const s = byStudent.get(r.id) ?? {
      studentId: r.id,
      studentName: `${r.first_name} ${r.last_name}`,
      parentIds: [],
    };
    s.parentIds.push(r.parent_id);
    byStudent.set(r.id, s);
  }
  return [...byStudent.values()];
}

/** The figures of a student's week for the parents' summary. */
export async function weeklySummaryFiguresQuery(
  db: ReadDb,
  studentId: string,
  week: string,
  now: Date,
): Promise<WeeklySummaryFigures> {
  const start = weekStartDate(week);
  const end = addDays(start, 6);
  const weekStart = new Date(istanbulInstant(start));
  const weekEnd = new Date(istanbulInstant(addDays(start, 7)));
  const [blocks, exams, homework, sessions] = await Promise.all([
    db
      .selectFrom('plan_blocks')
      .select(['completion'])
      .where('student_id', '=', studentId)
      .where('week', '=', week)
      .execute(),
    db
      .selectFrom('mock_exams')
      .select(['exam_id', 'name', 'exam_type', 'total_net'])
      .where('student_id', '=', studentId)
      .where('taken_on', '>=', start)
      .where('taken_on', '<=', end)
      .orderBy('taken_on')
      .execute(),
    db
      .selectFrom('homework')
      .select(['status', 'completed_late', 'due_at', 'completed_at'])
      .where('student_id', '=', studentId)
      .where('status', '!=', 'CANCELLED')
      .where('due_at', '>=', weekStart)
      .where('due_at', '<', weekEnd)
      .execute(),
    db
      .selectFrom('coaching_sessions')
      .select(['session_id', 'start_at', 'report'])
      .where('student_id', '=', studentId)
      .where('status', '=', 'HELD')
      .where('start_at', '>=', weekStart)
      .where('start_at', '<', weekEnd)
      .orderBy('start_at')
      .execute(),
  ]);
  return {
    plannedBlocks: blocks.length,
    planCompletion: blocks.length
      ? round2(blocks.reduce((n, b) => n + b.completion, 0) / blocks.length)
      : null,
    exams: exams.map((e) => ({
      examId: e.exam_id,
      name: e.name,
      examType: e.exam_type,
      totalNet: e.total_net,
    })),
    homeworkDone: homework.filter((h) => h.status === 'DONE').length,
    homeworkLate: homework.filter((h) =>
      h.status === 'DONE' ? h.completed_late : new Date(h.due_at).getTime() <= now.getTime(),
    ).length,
    sessionsHeld: sessions.length,
    sessionReports: sessions.map((s) => ({
      sessionId: s.session_id,
      startAt: iso(s.start_at),
      report: s.report ?? '',
    })),
  };
}

// ---- Single items (answers to writes) ----

export async function coachingSessionQuery(
  db: ReadDb,
  sessionId: string,
): Promise<CoachingSessionDto | null> {
  const r = await db
    .selectFrom('coaching_sessions')
    .selectAll()
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return r ? toSession(r) : null;
}

export async function mockExamQuery(
  db: ReadDb,
  examId: string,
  names: CatalogueNames,
): Promise<MockExamDto | null> {
  const r = await db.selectFrom('mock_exams').selectAll().where('exam_id', '=', examId).executeTakeFirst();
  return r ? toExam(r, names) : null;
}

export async function homeworkItemQuery(
  db: ReadDb,
  homeworkId: string,
  names: CatalogueNames,
  now: Date,
): Promise<HomeworkDto | null> {
  const r = await db
    .selectFrom('homework')
    .selectAll()
    .where('homework_id', '=', homeworkId)
    .executeTakeFirst();
  return r ? toHomework(r, names, now) : null;
}
