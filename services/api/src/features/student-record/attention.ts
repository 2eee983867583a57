import { attentionQueueInput, studentRefInput } from '@pusula/contracts';
import { attentionQueueQuery } from '@pusula/projections';
import { authorize } from '../../auth/authorize';
import { authedProcedure } from '../../trpc/init';
import { names } from './record-commands';
import { staffReader, student, TEAM } from './record-procedures';

/** Dikkat listesi: why a student needs the coach's attention. */
export const attentionProcedures = {
  attention: authedProcedure(TEAM)
    .input(attentionQueueInput)
    .query(async ({ ctx, input }) => {
      const db = ctx.deps.storage.db;
      // Another coach's id is refused, also for a coach, rather than quietly answered with their own queue.
      if (input.coachId) await authorize(db, ctx.user, { kind: 'coach', coachId: input.coachId });
      if (ctx.user.role === 'COACH')
        return attentionQueueQuery(db, { coachId: ctx.user.userId }, ctx.deps.now(), names);
      if (input.coachId) {
        const items = await attentionQueueQuery(db, { advisorId: ctx.user.userId }, ctx.deps.now(), names);
        return items.filter((i) => i.coachId === input.coachId);
      }
      return attentionQueueQuery(db, { advisorId: ctx.user.userId }, ctx.deps.now(), names);
    }),
  // One student's reasons (the student detail's header): empty when nothing needs attention.
  studentAttention: staffReader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    const [item] = await attentionQueueQuery(
      ctx.deps.storage.db,
      { studentId: input.studentId },
      ctx.deps.now(),
      names,
    );
    return { studentId: input.studentId, reasons: item?.reasons ?? [] };
  }),
};
