import {
  addGoalMilestoneInput,
  addStudyBlockInput,
  addStudyResourceInput,
  applyPlanTemplateInput,
  assignHomeworkInput,
  attentionQueueInput,
  cancelSessionInput,
  changeStudyBlockInput,
  closeSessionInput,
  coachNoteRefInput,
  completeHomeworkInput,
  copyWeekInput,
  correctMockExamInput,
  editCoachNoteInput,
  goalMilestoneRefInput,
  homeworkRefInput,
  listHomeworkInput,
  listMockExamsInput,
  listSessionsInput,
  mockExamRefInput,
  planTemplateRefInput,
  type Role,
  recordMistakesInput,
  recordMockExamInput,
  recordSchoolGradeInput,
  recordStudyProgressInput,
  rescheduleSessionInput,
  savePlanTemplateInput,
  scheduleSessionInput,
  schoolGradeRefInput,
  setGoalProgramInput,
  studentRefInput,
  studyBlockRefInput,
  studyResourceProgressInput,
  studyResourceRefInput,
  weekQueryInput,
  writeCoachNoteInput,
} from '@pusula/contracts';
import { attentionQueueQuery } from '@pusula/projections';
import { authorize } from '../../auth/authorize';
import type { Actor } from '../../commands/handle-command';
import { type AuthedContext, authedProcedure, router } from '../../trpc/init';
import * as service from './student-record-service';

/**
 * Who may do what with a student's record (every check also runs `authorize`: the advisor of the student,
 * the student's coach, a linked parent, the admin; anyone else gets 404):
 *
 * | area                  | read                          | write                                    |
 * |-----------------------|-------------------------------|------------------------------------------|
 * | Haftalık Program      | admin, advisor, coach, parent | plan: coach, advisor · done counts: coach |
 * | Program şablonları    | the coach who owns them       | coach (apply: to their own students)     |
 * | Hedef Programı        | admin, advisor, coach, parent | coach, advisor                           |
 * | Seanslar              | admin, advisor, coach, parent | coach                                    |
 * | Sınavlar (denemeler)  | admin, advisor, coach, parent | coach, advisor                           |
 * | Ödevler ve Görevler   | admin, advisor, coach, parent | coach                                    |
 * | Yazılılar             | admin, advisor, coach, parent | coach, advisor                           |
 * | Kaynaklar             | admin, advisor, coach, parent | coach, advisor                           |
 * | Notlar (koçun)        | admin, advisor, coach         | coach (only the note's author edits)     |
 * | Dikkat listesi        | coach, advisor (their own)    | —                                        |
 * | Veli görünümü         | admin, advisor, coach, parent | —                                        |
 *
 * The admin reads everything but writes none of it: the record is the coaching team's. A role outside a
 * row gets 403 before any lookup.
 */
const READERS: readonly Role[] = ['ADMIN', 'ADVISOR', 'COACH', 'PARENT'];
const STAFF_READERS: readonly Role[] = ['ADMIN', 'ADVISOR', 'COACH'];
const TEAM: readonly Role[] = ['COACH', 'ADVISOR'];
const COACH: readonly Role[] = ['COACH'];

const reader = authedProcedure(READERS);
const staffReader = authedProcedure(STAFF_READERS);
const team = authedProcedure(TEAM);
const coachOnly = authedProcedure(COACH);

type Ctx = Pick<AuthedContext, 'deps' | 'user' | 'command'>;
const student = (ctx: Ctx, studentId: string) =>
  authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId });

/** Authorises the student, then runs the write with the caller as actor and a command id. */
function write<I extends { studentId: string; commandId?: string }, R>(
  fn: (deps: Ctx['deps'], actor: Actor, input: I, commandId: string) => Promise<R>,
) {
  return async ({ ctx, input }: { ctx: Ctx; input: I }) => {
    await student(ctx, input.studentId);
    const { commandId: _scoped, ...rest } = input;
    return fn(ctx.deps, ctx.user, rest as I, ctx.command.id);
  };
}

export const studentRecordRouter = router({
  // Haftalık Program
  weeklyProgram: reader.input(weekQueryInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.weeklyProgram(ctx.deps, input.studentId, input.week);
  }),
  addStudyBlock: team.input(addStudyBlockInput).mutation(write(service.addStudyBlock)),
  changeStudyBlock: team.input(changeStudyBlockInput).mutation(write(service.changeStudyBlock)),
  removeStudyBlock: team.input(studyBlockRefInput).mutation(write(service.removeStudyBlock)),
  recordStudyProgress: coachOnly.input(recordStudyProgressInput).mutation(write(service.recordStudyProgress)),
  copyWeek: team.input(copyWeekInput).mutation(write(service.copyWeek)),

  // Program şablonları (a coach's own)
  planTemplates: coachOnly.query(({ ctx }) => service.planTemplates(ctx.deps, ctx.user.userId)),
  savePlanTemplate: coachOnly
    .input(savePlanTemplateInput)
    .mutation(({ ctx, input }) => service.savePlanTemplate(ctx.deps, ctx.user, input, ctx.command.id)),
  deletePlanTemplate: coachOnly
    .input(planTemplateRefInput)
    .mutation(({ ctx, input }) =>
      service.deletePlanTemplate(ctx.deps, ctx.user, input.templateId, ctx.command.id),
    ),
  applyPlanTemplate: coachOnly.input(applyPlanTemplateInput).mutation(async ({ ctx, input }) => {
    // Every student first: nothing is written unless all of them are the coach's.
    for (const studentId of input.studentIds) await student(ctx, studentId);
    return service.applyPlanTemplate(ctx.deps, ctx.user, input, ctx.command.id);
  }),

  // Hedef Programı
  goalProgram: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.goalProgram(ctx.deps, input.studentId);
  }),
  setGoalProgram: team.input(setGoalProgramInput).mutation(write(service.setGoalProgram)),
  addGoalMilestone: team.input(addGoalMilestoneInput).mutation(write(service.addGoalMilestone)),
  completeGoalMilestone: team.input(goalMilestoneRefInput).mutation(write(service.completeGoalMilestone)),
  removeGoalMilestone: team.input(goalMilestoneRefInput).mutation(write(service.removeGoalMilestone)),

  // Seanslar
  sessions: reader.input(listSessionsInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.coachingSessions(ctx.deps, input.studentId, input.status);
  }),
  scheduleSession: coachOnly.input(scheduleSessionInput).mutation(write(service.scheduleCoachingSession)),
  rescheduleSession: coachOnly
    .input(rescheduleSessionInput)
    .mutation(write(service.rescheduleCoachingSession)),
  closeSession: coachOnly.input(closeSessionInput).mutation(write(service.closeCoachingSession)),
  cancelSession: coachOnly.input(cancelSessionInput).mutation(write(service.cancelCoachingSession)),

  // Sınavlar
  mockExams: reader.input(listMockExamsInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.mockExams(ctx.deps, input.studentId, input.examType);
  }),
  mockExamTrend: reader.input(listMockExamsInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.mockExamTrend(ctx.deps, input.studentId, input.examType);
  }),
  recordMockExam: team.input(recordMockExamInput).mutation(write(service.recordMockExam)),
  correctMockExam: team.input(correctMockExamInput).mutation(write(service.correctMockExam)),
  recordMockExamMistakes: team.input(recordMistakesInput).mutation(write(service.recordMockExamMistakes)),
  deleteMockExam: team.input(mockExamRefInput).mutation(write(service.deleteMockExam)),

  // Ödevler ve Görevler
  homework: reader.input(listHomeworkInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.homework(ctx.deps, input.studentId, input.status);
  }),
  assignHomework: coachOnly.input(assignHomeworkInput).mutation(write(service.assignHomework)),
  completeHomework: coachOnly.input(completeHomeworkInput).mutation(write(service.completeHomework)),
  cancelHomework: coachOnly.input(homeworkRefInput).mutation(write(service.cancelHomework)),

  // Yazılılar
  schoolGrades: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.schoolGrades(ctx.deps, input.studentId);
  }),
  recordSchoolGrade: team.input(recordSchoolGradeInput).mutation(write(service.recordSchoolGrade)),
  removeSchoolGrade: team.input(schoolGradeRefInput).mutation(write(service.removeSchoolGrade)),

  // Kaynaklar
  resources: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.studyResources(ctx.deps, input.studentId);
  }),
  addResource: team.input(addStudyResourceInput).mutation(write(service.addStudyResource)),
  recordResourceProgress: team
    .input(studyResourceProgressInput)
    .mutation(write(service.recordResourceProgress)),
  removeResource: team.input(studyResourceRefInput).mutation(write(service.removeStudyResource)),

  // Notlar (the coach's own)
  coachNotes: staffReader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.coachNotes(ctx.deps, input.studentId);
  }),
  writeCoachNote: coachOnly.input(writeCoachNoteInput).mutation(write(service.writeCoachNote)),
  editCoachNote: coachOnly.input(editCoachNoteInput).mutation(write(service.editCoachNote)),
  deleteCoachNote: coachOnly.input(coachNoteRefInput).mutation(write(service.deleteCoachNote)),

  // Dikkat listesi: a coach sees their students; an advisor theirs, optionally one coach's.
  attention: authedProcedure(TEAM)
    .input(attentionQueueInput)
    .query(async ({ ctx, input }) => {
      const db = ctx.deps.storage.db;
      // Another coach's id is refused, also for a coach, rather than quietly answered with their own queue.
      if (input.coachId) await authorize(db, ctx.user, { kind: 'coach', coachId: input.coachId });
      if (ctx.user.role === 'COACH')
        return attentionQueueQuery(db, { coachId: ctx.user.userId }, ctx.deps.now());
      if (input.coachId) {
        const items = await attentionQueueQuery(db, { advisorId: ctx.user.userId }, ctx.deps.now());
        return items.filter((i) => i.coachId === input.coachId);
      }
      return attentionQueueQuery(db, { advisorId: ctx.user.userId }, ctx.deps.now());
    }),

  // One student's reasons (the student detail's header): empty when nothing needs attention.
  studentAttention: staffReader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    const [item] = await attentionQueueQuery(
      ctx.deps.storage.db,
      { studentId: input.studentId },
      ctx.deps.now(),
    );
    return { studentId: input.studentId, reasons: item?.reasons ?? [] };
  }),

  // Veli görünümü
  overview: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return service.studentOverview(ctx.deps, input.studentId);
  }),
});
