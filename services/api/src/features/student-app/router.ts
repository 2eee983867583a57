import {
  studentHomeworkDoneInput,
  studentMockExamInput,
  studentMockExamMistakesInput,
  studentProgressInput,
  studentTopicStateInput,
  studentWeekInput,
} from '@pusula/contracts';
import { authedProcedure, router } from '../../trpc/init';
import { topicChecklist } from '../student-record/topic-progress';
import { ownStudentId } from './own-student';
import { studentMockExams, studentToday, studentWeek } from './student-app-reads';
import {
  finishOwnHomework,
  recordOwnMockExam,
  recordOwnMockExamMistakes,
  recordOwnProgress,
  setOwnTopicState,
} from './student-app-writes';

/** Students only; every procedure works on the caller's own record (own-student.ts), whatever is sent. */
const studentOnly = authedProcedure(['STUDENT']);

export const studentAppRouter = router({
  today: studentOnly.query(async ({ ctx }) => studentToday(ctx.deps, await ownStudentId(ctx))),
  week: studentOnly
    .input(studentWeekInput)
    .query(async ({ ctx, input }) => studentWeek(ctx.deps, await ownStudentId(ctx), input?.week)),
  recordProgress: studentOnly.input(studentProgressInput).mutation(async ({ ctx, input }) => {
    const { commandId: _scoped, ...entry } = input;
    return recordOwnProgress(ctx.deps, ctx.user, await ownStudentId(ctx), entry, ctx.command.id);
  }),
  finishHomework: studentOnly.input(studentHomeworkDoneInput).mutation(async ({ ctx, input }) => {
    const { commandId: _scoped, ...entry } = input;
    return finishOwnHomework(ctx.deps, ctx.user, await ownStudentId(ctx), entry, ctx.command.id);
  }),
  mockExams: studentOnly.query(async ({ ctx }) => studentMockExams(ctx.deps, await ownStudentId(ctx))),
  recordMockExam: studentOnly.input(studentMockExamInput).mutation(async ({ ctx, input }) => {
    const { commandId: _scoped, ...sheet } = input;
    return recordOwnMockExam(ctx.deps, ctx.user, await ownStudentId(ctx), sheet, ctx.command.id);
  }),
  recordMockExamMistakes: studentOnly.input(studentMockExamMistakesInput).mutation(async ({ ctx, input }) => {
    const { commandId: _scoped, ...entry } = input;
    return recordOwnMockExamMistakes(ctx.deps, ctx.user, await ownStudentId(ctx), entry, ctx.command.id);
  }),
  // Konu takibi: the student's own checklist; the coach's view shows their states as „öğrenci girdi".
  topics: studentOnly.query(async ({ ctx }) => topicChecklist(ctx.deps, await ownStudentId(ctx))),
  setTopicState: studentOnly.input(studentTopicStateInput).mutation(async ({ ctx, input }) => {
    const { commandId: _scoped, ...entry } = input;
    return setOwnTopicState(ctx.deps, ctx.user, await ownStudentId(ctx), entry, ctx.command.id);
  }),
});
