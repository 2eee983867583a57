import { focusDaysInput, logFocusBlockInput } from '@pusula/contracts';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { focusWeek, logFocusBlock, ownCourses } from './focus-log';

/** Who may see a student's focus minutes: the student's team and family, the admin, and the student. */
const readers = authedProcedure(['ADMIN', 'ADVISOR', 'COACH', 'PARENT', 'STUDENT']);
const student = authedProcedure(['STUDENT']);

/**
 * The focus timer that counts: a signed-in student logs each finished focus block; the coaching team sees
 * the minutes per day beside the weekly program. The student is always the session's own.
 */
export const focusRouter = router({
  logBlock: student.input(logFocusBlockInput).mutation(({ ctx, input }) => {
    const { commandId: _scoped, ...block } = input;
    return logFocusBlock(ctx.deps, ctx.user, block, ctx.command.id);
  }),

  /** The courses the signed-in student may pick on the timer. */
  myCourses: student.query(({ ctx }) => ownCourses(ctx.deps, ctx.user.userId)),

  studentDays: readers.input(focusDaysInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return focusWeek(ctx.deps, input.studentId, input.week);
  }),
});
