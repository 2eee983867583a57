import {
  coachingThreadInput,
  markCoachingThreadReadInput,
  markOwnCoachingThreadReadInput,
  sendCoachingMessageInput,
  sendOwnCoachingMessageInput,
} from '@pusula/contracts';
import { coachCoachingThreadsQuery } from '@pusula/projections';
import { authedProcedure, router } from '../../trpc/init';
import { ownStudentId } from '../student-app/own-student';
import { markCoachingThreadRead, readCoachingThread, sendCoachingMessage } from './coaching-message-service';

const student = authedProcedure(['STUDENT']);
const coach = authedProcedure(['COACH']);
const advisor = authedProcedure(['ADVISOR']);

/**
 * The student's coaching thread: one per student between the student's account and their current coach.
 * The student never names a student (their account does); a coach reaches only their current students'
 * threads, so after a coach change the thread moves to the new coach. The coach's advisor may read.
 */
export const coachingMessagesRouter = router({
  student: router({
    thread: student.query(async ({ ctx }) => readCoachingThread(ctx.deps, ctx.user, await ownStudentId(ctx))),
    send: student.input(sendOwnCoachingMessageInput).mutation(async ({ ctx, input }) => {
      const studentId = await ownStudentId(ctx);
      return sendCoachingMessage(ctx.deps, ctx.user, { studentId, content: input.content }, ctx.command.id);
    }),
    markRead: student.input(markOwnCoachingThreadReadInput).mutation(async ({ ctx, input }) => {
      const studentId = await ownStudentId(ctx);
      const through = input?.throughMessageId;
      return markCoachingThreadRead(
        ctx.deps,
        ctx.user,
        through ? { studentId, throughMessageId: through } : { studentId },
        ctx.command.id,
      );
    }),
  }),
  coach: router({
    /** Every current student of the coach with an account or a thread, with the last message and unread count. */
    threads: coach.query(({ ctx }) => coachCoachingThreadsQuery(ctx.deps.storage.db, ctx.user.userId)),
    thread: coach
      .input(coachingThreadInput)
      .query(({ ctx, input }) => readCoachingThread(ctx.deps, ctx.user, input.studentId)),
    send: coach
      .input(sendCoachingMessageInput)
      .mutation(({ ctx, input }) =>
        sendCoachingMessage(
          ctx.deps,
          ctx.user,
          { studentId: input.studentId, content: input.content },
          ctx.command.id,
        ),
      ),
    markRead: coach
      .input(markCoachingThreadReadInput)
      .mutation(({ ctx, input }) => markCoachingThreadRead(ctx.deps, ctx.user, input, ctx.command.id)),
  }),
  advisor: router({
    /** Oversight: the thread of a student whose coach is in the advisor's roster, read-only. */
    thread: advisor
      .input(coachingThreadInput)
      .query(({ ctx, input }) => readCoachingThread(ctx.deps, ctx.user, input.studentId)),
  }),
});
