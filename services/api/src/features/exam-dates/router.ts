import { clearExamDateInput, examCountdownInput, setExamDateInput } from '@pusula/contracts';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { ownStudent } from '../focus/focus-log';
import { clearExamDate, examCountdown, examDates, setExamDate } from './exam-dates';

const admin = authedProcedure(['ADMIN']);
const readers = authedProcedure(['ADMIN', 'ADVISOR', 'COACH', 'PARENT', 'STUDENT']);
const student = authedProcedure(['STUDENT']);

/**
 * The exam days (ÖSYM/MEB announce them; the admin enters them) and each student's countdown to theirs.
 * A student's countdown is read by whoever may see the student; the student app names no student (the
 * account decides).
 */
export const examDatesRouter = router({
  list: admin.query(({ ctx }) => examDates(ctx.deps)),
  set: admin.input(setExamDateInput).mutation(({ ctx, input }) => {
    const { commandId: _scoped, ...date } = input;
    return setExamDate(ctx.deps, ctx.user, date, ctx.command.id);
  }),
  clear: admin.input(clearExamDateInput).mutation(({ ctx, input }) => {
    const { commandId: _scoped, ...key } = input;
    return clearExamDate(ctx.deps, ctx.user, key, ctx.command.id);
  }),
  countdown: readers.input(examCountdownInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return examCountdown(ctx.deps, input.studentId);
  }),
  /** The student app's: the student is the session's own. */
  myCountdown: student.query(async ({ ctx }) =>
    examCountdown(ctx.deps, (await ownStudent(ctx.deps, ctx.user.userId)).id),
  ),
});
