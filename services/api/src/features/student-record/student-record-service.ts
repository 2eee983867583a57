import type { DomainEvent } from '@pusula/contracts';
import {
  type CatalogueNames,
  isoWeekOf,
  type MistakeCause,
  type ResourceKind,
  type ResourceUnit,
  type SetGoalProgramInput,
  type StudyBlockFields,
  shiftWeek,
} from '@pusula/contracts';
import {
  type CoachingSessionCommand,
  type CoachNoteCommand,
  coachingSessionDecider,
  coachingSessionStreamId,
  coachNotesDecider,
  coachNotesStreamId,
  type Decider,
  DomainError,
  dueAtOfDate,
  foldEvents,
  type GoalProgramCommand,
  goalProgramDecider,
  goalProgramStreamId,
  type HomeworkCommand,
  homeworkDecider,
  homeworkStreamId,
  liveStudyBlocks,
  type MockExamCommand,
  type MockExamSheet,
  mockExamDecider,
  mockExamStreamId,
  planTemplateDecider,
  planTemplateStreamId,
  type SchoolGradeCommand,
  type StudyResourceCommand,
  schoolGradesDecider,
  schoolGradesStreamId,
  studentRecordNames,
  studyResourcesDecider,
  studyResourcesStreamId,
  type WeeklyPlanCommand,
  weeklyPlanDecider,
  weeklyPlanStreamId,
} from '@pusula/domain';
import {
  coachingSessionQuery,
  coachingSessionsQuery,
  coachNotesQuery,
  goalProgramQuery,
  homeworkItemQuery,
  homeworkQuery,
  latestWeeklySummaryQuery,
  mockExamQuery,
  mockExamsQuery,
  mockExamTrendQuery,
  planTemplateQuery,
  planTemplatesQuery,
  schoolGradesQuery,
  studentByIdQuery,
  studyResourcesQuery,
  weeklyProgramQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import { type Actor, toDomainEvent } from '../../commands/handle-command';

/** Catalogue names for the read side (the catalogue lives in the domain package). */
export const names: CatalogueNames = studentRecordNames;

export const PROJECTOR = 'student-record';

const settleIn = { projectors: [PROJECTOR] } as const;
const handleWeeklyPlanCommand = defineCommandHandler(
  weeklyPlanDecider,
  (week: { studentId: string; week: string }) => weeklyPlanStreamId(week.studentId, week.week),
  settleIn,
);
const handlePlanTemplateCommand = defineCommandHandler(planTemplateDecider, planTemplateStreamId, settleIn);
const handleGoalProgramCommand = defineCommandHandler(goalProgramDecider, goalProgramStreamId, settleIn);
const handleCoachingSessionCommand = defineCommandHandler(
  coachingSessionDecider,
  coachingSessionStreamId,
  settleIn,
);
const handleMockExamCommand = defineCommandHandler(mockExamDecider, mockExamStreamId, settleIn);
export const handleHomeworkCommand = defineCommandHandler(homeworkDecider, homeworkStreamId, settleIn);
const handleSchoolGradesCommand = defineCommandHandler(schoolGradesDecider, schoolGradesStreamId, settleIn);
const handleStudyResourcesCommand = defineCommandHandler(
  studyResourcesDecider,
  studyResourcesStreamId,
  settleIn,
);
const handleCoachNotesCommand = defineCommandHandler(coachNotesDecider, coachNotesStreamId, settleIn);

/** The state of a stream as its decider sees it (for copying a week, applying a template). */
async function load<C, E extends DomainEvent, S>(deps: AppDeps, streamId: string, decider: Decider<C, E, S>) {
  const history = await deps.storage.store.readStream(streamId);
  return foldEvents(decider, history.map(toDomainEvent) as E[]);
}

const nowIso = (deps: AppDeps) => deps.now().toISOString();
const notFound = (message: string) => new DomainError('NOT_FOUND', message);

// ---- Haftalık Program ----

export const currentWeek = (deps: AppDeps) => isoWeekOf(deps.now());

export function weeklyProgram(deps: AppDeps, studentId: string, week = currentWeek(deps)) {
  return weeklyProgramQuery(deps.storage.db, studentId, week, names);
}

async function planCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  week: string,
  command: WeeklyPlanCommand,
  commandId: string,
) {
  await handleWeeklyPlanCommand(deps, { studentId, week }, command, { commandId, actor });
  return weeklyProgram(deps, studentId, week);
}

export function addStudyBlock(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; week: string; block: StudyBlockFields },
  commandId: string,
) {
  const { studentId, week, block } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    {
      type: 'PlanStudyBlocks',
      data: {
        studentId,
        week,
        now: nowIso(deps),
        blocks: [{ ...block, blockId: derivedId(commandId, 'block') }],
        source: 'MANUAL',
        plannedBy: actor.userId,
      },
    },
    commandId,
  );
}

export function changeStudyBlock(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; week: string; blockId: string; block: StudyBlockFields },
  commandId: string,
) {
  const { studentId, week, blockId, block } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    { type: 'ChangeStudyBlock', data: { studentId, week, blockId, block, now: nowIso(deps) } },
    commandId,
  );
}

export function removeStudyBlock(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; week: string; blockId: string },
  commandId: string,
) {
  const { studentId, week, blockId } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    { type: 'RemoveStudyBlock', data: { studentId, week, blockId, now: nowIso(deps) } },
    commandId,
  );
}

export function recordStudyProgress(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    week: string;
    blockId: string;
    doneQuestions: number | null;
    doneMinutes: number | null;
  },
  commandId: string,
) {
  const { studentId, week, blockId, doneQuestions, doneMinutes } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    {
      type: 'RecordStudyProgress',
      data: {
        studentId,
        week,
        blockId,
        doneQuestions,
        doneMinutes,
        recordedBy: actor.userId,
        now: nowIso(deps),
      },
    },
    commandId,
  );
}

/** "Geçen haftayı kopyala": the blocks of `fromWeek` (default: the week before) into an empty `toWeek`. */
export async function copyWeek(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; toWeek: string; fromWeek?: string },
  commandId: string,
) {
  const { studentId, toWeek } = input;
  const fromWeek = input.fromWeek ?? shiftWeek(toWeek, -1);
  if (fromWeek === toWeek)
    throw new DomainError('VALIDATION', 'Bir hafta kendisine kopyalanamaz', { fromWeek: 'Aynı hafta' });
  const source = liveStudyBlocks(
    await load(deps, weeklyPlanStreamId(studentId, fromWeek), weeklyPlanDecider),
  );
  if (source.length === 0) throw new DomainError('CONFLICT', `Kopyalanacak hafta (${fromWeek}) boş`);
  return planCommand(
    deps,
    actor,
    studentId,
    toWeek,
    {
      type: 'PlanStudyBlocks',
      data: {
        studentId,
        week: toWeek,
        now: nowIso(deps),
        blocks: source.map((b, i) => ({ ...b, blockId: derivedId(commandId, `copy/${i}`) })),
        source: 'COPY',
        plannedBy: actor.userId,
        requireEmptyWeek: true,
      },
    },
    commandId,
  );
}

// ---- Program şablonları ----

export function planTemplates(deps: AppDeps, coachId: string) {
  return planTemplatesQuery(deps.storage.db, coachId);
}

export async function savePlanTemplate(
  deps: AppDeps,
  coach: Actor,
  input: { templateId?: string; name: string; blocks: StudyBlockFields[] },
  commandId: string,
) {
  const templateId = input.templateId ?? derivedId(commandId, 'template');
  await handlePlanTemplateCommand(
    deps,
    templateId,
    {
      type: 'SavePlanTemplate',
      data: { templateId, coachId: coach.userId, name: input.name, blocks: input.blocks, now: nowIso(deps) },
    },
    { commandId, actor: coach },
  );
  return (await planTemplateQuery(deps.storage.db, templateId))!;
}

export async function deletePlanTemplate(deps: AppDeps, coach: Actor, templateId: string, commandId: string) {
  await handlePlanTemplateCommand(
    deps,
    templateId,
    { type: 'DeletePlanTemplate', data: { templateId, coachId: coach.userId, now: nowIso(deps) } },
    { commandId, actor: coach },
  );
  return { templateId, deleted: true };
}

/**
 * Applies a coach's template to a week of several of their students (the caller has authorised every
 * student). One command per student's week stream, each with its own derived id: a retry repeats nothing.
 */
export async function applyPlanTemplate(
  deps: AppDeps,
  coach: Actor,
  input: { templateId: string; studentIds: string[]; week: string },
  commandId: string,
) {
  const template = await load(deps, planTemplateStreamId(input.templateId), planTemplateDecider);
  if (template.status !== 'saved') throw notFound('Program şablonu bulunamadı');
  if (template.coachId !== coach.userId) throw new DomainError('FORBIDDEN', 'Bu şablon size ait değil');
  const planFor = (studentId: string, perStudent: string): WeeklyPlanCommand => ({
    type: 'PlanStudyBlocks',
    data: {
      studentId,
      week: input.week,
      now: nowIso(deps),
      blocks: template.blocks.map((b, i) => ({ ...b, blockId: derivedId(perStudent, `block/${i}`) })),
      source: 'TEMPLATE',
      plannedBy: coach.userId,
    },
  });
  const studentIds = [...new Set(input.studentIds)];
  // Every student's week is judged before any is written, so a week that cannot take the template (full)
  // refuses the whole request instead of leaving the template on some students only.
  for (const studentId of studentIds) {
    const state = await load(deps, weeklyPlanStreamId(studentId, input.week), weeklyPlanDecider);
    const plan = planFor(studentId, derivedId(commandId, `student/${studentId}`));
    // A repeated request (same command id) already placed its blocks: the store answers it, not the check.
    const repeated = plan.type === 'PlanStudyBlocks' && state.blocks.has(plan.data.blocks[0]?.blockId ?? '');
    if (!repeated) weeklyPlanDecider.decide(plan, state);
  }
  const results: { studentId: string; blocksAdded: number }[] = [];
  for (const studentId of studentIds) {
    const perStudent = derivedId(commandId, `student/${studentId}`);
    const outcome = await handleWeeklyPlanCommand(
      deps,
      { studentId, week: input.week },
      planFor(studentId, perStudent),
      { commandId: perStudent, actor: coach },
    );
    results.push({ studentId, blocksAdded: outcome.events.length });
  }
  return { templateId: input.templateId, week: input.week, results };
}

// ---- Hedef Programı ----

export function goalProgram(deps: AppDeps, studentId: string) {
  return goalProgramQuery(deps.storage.db, studentId, names);
}

async function goalCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  command: GoalProgramCommand,
  commandId: string,
) {
  await handleGoalProgramCommand(deps, studentId, command, { commandId, actor });
  return (await goalProgram(deps, studentId))!;
}

export function setGoalProgram(deps: AppDeps, actor: Actor, input: SetGoalProgramInput, commandId: string) {
  const { studentId, examFamily, scoreType, target, targetNets } = input;
  return goalCommand(
    deps,
    actor,
    studentId,
    {
      type: 'SetGoalProgram',
      data: {
        studentId,
        program: { examFamily, scoreType, target, targetNets },
        setBy: actor.userId,
        now: nowIso(deps),
      },
    },
    commandId,
  );
}

export function addGoalMilestone(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; title: string; dueDate: string },
  commandId: string,
) {
  const { studentId, title, dueDate } = input;
  return goalCommand(
    deps,
    actor,
    studentId,
    {
      type: 'AddGoalMilestone',
      data: { studentId, milestoneId: derivedId(commandId, 'milestone'), title, dueDate, now: nowIso(deps) },
    },
    commandId,
  );
}

export function completeGoalMilestone(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; milestoneId: string },
  commandId: string,
) {
  return goalCommand(
    deps,
    actor,
    input.studentId,
    { type: 'CompleteGoalMilestone', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function removeGoalMilestone(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; milestoneId: string },
  commandId: string,
) {
  return goalCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RemoveGoalMilestone', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

// ---- Seanslar ----

export function coachingSessions(
  deps: AppDeps,
  studentId: string,
  status?: 'SCHEDULED' | 'HELD' | 'MISSED' | 'CANCELLED',
) {
  return coachingSessionsQuery(deps.storage.db, studentId, { status });
}

async function sessionCommand(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
  command: CoachingSessionCommand,
  commandId: string,
) {
  await handleCoachingSessionCommand(deps, sessionId, command, { commandId, actor });
  return (await coachingSessionQuery(deps.storage.db, sessionId))!;
}

export function scheduleCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; title: string; agenda: string | null; startAt: string; endAt: string },
  commandId: string,
) {
  const sessionId = derivedId(commandId, 'session');
  return sessionCommand(
    deps,
    coach,
    sessionId,
    {
      type: 'ScheduleCoachingSession',
      data: { sessionId, coachId: coach.userId, scheduledBy: coach.userId, ...input, now: nowIso(deps) },
    },
    commandId,
  );
}

export function rescheduleCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; sessionId: string; startAt: string; endAt: string },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'RescheduleCoachingSession', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function closeCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; sessionId: string; outcome: 'HELD' | 'MISSED'; report: string | null },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'CloseCoachingSession', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function cancelCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; sessionId: string; reason: string | null },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'CancelCoachingSession', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

// ---- Sınavlar (denemeler) ----

export function mockExams(deps: AppDeps, studentId: string, examType?: string) {
  return mockExamsQuery(deps.storage.db, studentId, names, { examType });
}

export function mockExamTrend(deps: AppDeps, studentId: string, examType?: string) {
  return mockExamTrendQuery(deps.storage.db, studentId, names, examType);
}

async function examCommand(
  deps: AppDeps,
  actor: Actor,
  examId: string,
  command: MockExamCommand,
  commandId: string,
) {
  await handleMockExamCommand(deps, examId, command, { commandId, actor });
  return mockExamQuery(deps.storage.db, examId, names);
}

export async function recordMockExam(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string } & MockExamSheet,
  commandId: string,
) {
  const { studentId, ...sheet } = input;
  const examId = derivedId(commandId, 'mock-exam');
  return (await examCommand(
    deps,
    actor,
    examId,
    {
      type: 'RecordMockExam',
      data: { examId, studentId, sheet, recordedBy: actor.userId, now: nowIso(deps) },
    },
    commandId,
  ))!;
}

export async function correctMockExam(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; examId: string } & MockExamSheet,
  commandId: string,
) {
  const { studentId, examId, ...sheet } = input;
  return (await examCommand(
    deps,
    actor,
    examId,
    { type: 'CorrectMockExam', data: { examId, studentId, sheet, now: nowIso(deps) } },
    commandId,
  ))!;
}

export async function recordMockExamMistakes(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    examId: string;
    mistakes: { topicId: string; cause: MistakeCause; count: number; note: string | null }[];
  },
  commandId: string,
) {
  const { studentId, examId, mistakes } = input;
  return (await examCommand(
    deps,
    actor,
    examId,
    { type: 'RecordMockExamMistakes', data: { examId, studentId, mistakes, now: nowIso(deps) } },
    commandId,
  ))!;
}

export async function deleteMockExam(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; examId: string },
  commandId: string,
) {
  await examCommand(
    deps,
    actor,
    input.examId,
    { type: 'DeleteMockExam', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
  return { examId: input.examId, deleted: true };
}

// ---- Ödevler ve Görevler ----

export function homework(deps: AppDeps, studentId: string, status?: 'ASSIGNED' | 'DONE' | 'LATE') {
  return homeworkQuery(deps.storage.db, studentId, names, deps.now(), status);
}

async function homeworkCommand(
  deps: AppDeps,
  actor: Actor,
  homeworkId: string,
  command: HomeworkCommand,
  commandId: string,
) {
  await handleHomeworkCommand(deps, homeworkId, command, { commandId, actor });
  return (await homeworkItemQuery(deps.storage.db, homeworkId, names, deps.now()))!;
}

export async function assignHomework(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    title: string;
    courseId: string;
    topicIds: string[];
    targetQuestions: number | null;
    targetMinutes: number | null;
    description: string | null;
    dueAt?: string;
    dueDate?: string;
  },
  commandId: string,
) {
  const { studentId, dueAt, dueDate, ...rest } = input;
  const student = await studentByIdQuery(deps.storage.db, studentId);
  const homeworkId = derivedId(commandId, 'homework');
  return homeworkCommand(
    deps,
    actor,
    homeworkId,
    {
      type: 'AssignHomework',
      data: {
        homeworkId,
        studentId,
        coachId: student?.coach_id ?? null,
        sheet: { ...rest, dueAt: dueAt ?? dueAtOfDate(dueDate!) },
        assignedBy: actor.userId,
        now: nowIso(deps),
      },
    },
    commandId,
  );
}

export function completeHomework(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; homeworkId: string; doneQuestions: number | null; doneMinutes: number | null },
  commandId: string,
) {
  return homeworkCommand(
    deps,
    actor,
    input.homeworkId,
    { type: 'CompleteHomework', data: { ...input, completedBy: actor.userId, now: nowIso(deps) } },
    commandId,
  );
}

export function cancelHomework(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; homeworkId: string },
  commandId: string,
) {
  return homeworkCommand(
    deps,
    actor,
    input.homeworkId,
    { type: 'CancelHomework', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

// ---- Yazılılar ----

export function schoolGrades(deps: AppDeps, studentId: string) {
  return schoolGradesQuery(deps.storage.db, studentId);
}

async function gradeCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  command: SchoolGradeCommand,
  commandId: string,
) {
  await handleSchoolGradesCommand(deps, studentId, command, { commandId, actor });
  return schoolGrades(deps, studentId);
}

export function recordSchoolGrade(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    courseId: string;
    term: string;
    examNo: number;
    score: number;
    takenOn: string | null;
  },
  commandId: string,
) {
  return gradeCommand(
    deps,
    actor,
    input.studentId,
    {
      type: 'RecordSchoolGrade',
      data: { ...input, gradeId: derivedId(commandId, 'grade'), now: nowIso(deps) },
    },
    commandId,
  );
}

export function removeSchoolGrade(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; gradeId: string },
  commandId: string,
) {
  return gradeCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RemoveSchoolGrade', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

// ---- Kaynaklar ----

export function studyResources(deps: AppDeps, studentId: string) {
  return studyResourcesQuery(deps.storage.db, studentId, names);
}

async function resourceCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  command: StudyResourceCommand,
  commandId: string,
) {
  await handleStudyResourcesCommand(deps, studentId, command, { commandId, actor });
  return studyResources(deps, studentId);
}

export function addStudyResource(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    courseId: string;
    title: string;
    kind: ResourceKind;
    unit: ResourceUnit;
    total: number;
  },
  commandId: string,
) {
  return resourceCommand(
    deps,
    actor,
    input.studentId,
    {
      type: 'AddStudyResource',
      data: { ...input, resourceId: derivedId(commandId, 'resource'), now: nowIso(deps) },
    },
    commandId,
  );
}

export function recordResourceProgress(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; resourceId: string; done: number },
  commandId: string,
) {
  return resourceCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RecordResourceProgress', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function removeStudyResource(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; resourceId: string },
  commandId: string,
) {
  return resourceCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RemoveStudyResource', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

// ---- Notlar (koçun kendi notları) ----

export function coachNotes(deps: AppDeps, studentId: string) {
  return coachNotesQuery(deps.storage.db, studentId);
}

async function noteCommand(
  deps: AppDeps,
  coach: Actor,
  studentId: string,
  command: CoachNoteCommand,
  commandId: string,
) {
  await handleCoachNotesCommand(deps, studentId, command, { commandId, actor: coach });
  return coachNotes(deps, studentId);
}

export async function writeCoachNote(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; content: string },
  commandId: string,
) {
  const noteId = derivedId(commandId, 'coach-note');
  const notes = await noteCommand(
    deps,
    coach,
    input.studentId,
    { type: 'WriteCoachNote', data: { ...input, noteId, coachId: coach.userId, now: nowIso(deps) } },
    commandId,
  );
  return notes.find((n) => n.noteId === noteId)!;
}

export async function editCoachNote(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; noteId: string; content: string },
  commandId: string,
) {
  const notes = await noteCommand(
    deps,
    coach,
    input.studentId,
    { type: 'EditCoachNote', data: { ...input, coachId: coach.userId, now: nowIso(deps) } },
    commandId,
  );
  return notes.find((n) => n.noteId === input.noteId)!;
}

export async function deleteCoachNote(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; noteId: string },
  commandId: string,
) {
  await noteCommand(
    deps,
    coach,
    input.studentId,
    { type: 'DeleteCoachNote', data: { ...input, coachId: coach.userId, now: nowIso(deps) } },
    commandId,
  );
  return { noteId: input.noteId, deleted: true };
}

// ---- Veli görünümü ----

/** What a parent sees of the selected student (read-only): the week, denemes, homework, session reports. */
export async function studentOverview(deps: AppDeps, studentId: string) {
  const db = deps.storage.db;
  const row = await studentByIdQuery(db, studentId);
  if (!row) throw notFound('Öğrenci bulunamadı');
  const coach = row.coach_id
    ? await db
        .selectFrom('accounts')
        .select(['first_name', 'last_name'])
        .where('id', '=', row.coach_id)
        .executeTakeFirst()
    : undefined;
  const [week, exams, trend, hw, sessions, goal, lastWeeklySummary] = await Promise.all([
    weeklyProgram(deps, studentId),
    mockExamsQuery(db, studentId, names, { limit: 5 }),
    mockExamTrend(deps, studentId),
    homework(deps, studentId),
    coachingSessionsQuery(db, studentId, { limit: 10 }),
    goalProgram(deps, studentId),
    latestWeeklySummaryQuery(db, studentId),
  ]);
  return {
    student: {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      classLevel: row.class_level,
      examTarget: row.exam_target,
      coachName: coach ? `${coach.first_name} ${coach.last_name}` : null,
    },
    week,
    exams,
    trend,
    homework: hw.slice(0, 20),
    // Parents see what happened and when, never the coach's agenda or a cancellation reason.
    sessions: sessions
      .filter((s) => s.status !== 'CANCELLED')
      .map((s) => ({ ...s, agenda: null, cancelReason: null })),
    goal,
    lastWeeklySummary,
  };
}
