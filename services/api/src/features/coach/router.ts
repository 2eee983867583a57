import { commandIdInput, createStudentInput, idField } from '@pusula/contracts';
import { accountByIdQuery } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { MESSAGES } from '../../errors';
import { authedProcedure, router } from '../../trpc/init';
import { addOwnStudent } from './add-own-student';
import { coachStudents } from './coach-students-service';

/** The signed-in coach's own views (the coach panel). Other roles read coaches through the advisor area. */
const coach = authedProcedure(['COACH']);
const studentInput = z.object({ studentId: idField('Öğrenci') });

export const coachRouter = router({
  /** The advisor whose roster holds the coach (the other side of "Mesajlar"), or null. */
  advisor: coach.query(async ({ ctx }) => {
    const db = ctx.deps.storage.db;
    const me = await accountByIdQuery(db, ctx.user.userId);
    const advisor = me?.advisor_id ? await accountByIdQuery(db, me.advisor_id) : undefined;
    return advisor
      ? {
          id: advisor.id,
          firstName: advisor.first_name,
          lastName: advisor.last_name,
          title: advisor.title ?? null,
        }
      : null;
  }),

  /** "Öğrencilerim": class, target, last activity, unread advisor notes and attention reasons. */
  students: coach.query(({ ctx }) => coachStudents(ctx.deps, ctx.user.userId)),

  /** A new student of the coach's own, placed with the coach (the package's limit, the trial). */
  addStudent: coach
    .input(createStudentInput.omit({ advisorId: true }).extend({ commandId: commandIdInput }))
    .mutation(({ ctx, input }) => addOwnStudent(ctx.deps, ctx.user, input, ctx.command.id)),

  /** One of the coach's students; another coach's (or an unknown) student answers 404. */
  student: coach.input(studentInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    const [student] = await coachStudents(ctx.deps, ctx.user.userId, input.studentId);
    if (!student) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    return student;
  }),
});
