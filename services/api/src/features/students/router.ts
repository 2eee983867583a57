import { studentByIdQuery } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { MESSAGES } from '../../errors';
import { authedProcedure, router } from '../../trpc/init';

/** The student record as every role that may see it reads it. */
export const studentsRouter = router({
  byId: authedProcedure(['ADMIN', 'ADVISOR', 'COACH', 'PARENT'])
    .input(z.object({ studentId: z.string().min(1).max(100) }))
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
      const row = await studentByIdQuery(ctx.deps.storage.db, input.studentId);
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound });
      return {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        classLevel: row.class_level,
        examTarget: row.exam_target,
        school: row.school,
        advisorId: row.advisor_id,
        coachId: row.coach_id,
        createdAt: new Date(row.created_at).toISOString(),
      };
    }),
});
