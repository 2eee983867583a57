import {
  addCoachOrInviteInput,
  assignCoachInput,
  coachListInput,
  commandIdInput,
  createStudentInput,
  idField,
  studentListInput,
  updateProfileInput,
  videoHistoryInput,
} from '@pusula/contracts';
import {
  advisorAnalyticsQuery,
  advisorDashboardQuery,
  coachListQuery,
  coachOfAdvisorQuery,
  coachStatsQuery,
} from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { createStudent } from '../accounts/account-service';
import { inviteCoach, inviteCoachById } from '../invitations/invitation-service';
import { videoHistory } from '../video/router';
import {
  advisorProfile,
  assignStudent,
  removeCoachFromRoster,
  studentDetail,
  unassignStudent,
  updateAdvisorProfile,
} from './advisor-service';
import { studentPage } from './student-page';

const advisor = authedProcedure(['ADVISOR']);
const coachInput = z.object({ coachId: idField('Koç') });
const studentInput = z.object({ studentId: idField('Öğrenci') });
/** The history filters (status, endReason, from, to, page, limit) for one coach. */
const coachVideoLogsInput = z.object({ ...videoHistoryInput.shape, coachId: idField('Koç') });

/** The advisor area (spec §7 "Advisor area"): an advisor sees and changes only their own roster. */
export const advisorRouter = router({
  dashboard: advisor.query(({ ctx }) =>
    advisorDashboardQuery(ctx.deps.storage.db, ctx.user.userId, ctx.deps.now()),
  ),

  /** The analytics page: students per coach, notes and replies per week, reply times, calls. */
  analytics: advisor.query(({ ctx }) =>
    advisorAnalyticsQuery(ctx.deps.storage.db, ctx.user.userId, ctx.deps.now()),
  ),

  coaches: advisor
    .input(coachListInput)
    .query(({ ctx, input }) => coachListQuery(ctx.deps.storage.db, { rosterOf: ctx.user.userId }, input)),
  availableCoaches: advisor
    .input(coachListInput)
    .query(({ ctx, input }) => coachListQuery(ctx.deps.storage.db, { availableTo: ctx.user.userId }, input)),
  coach: advisor.input(coachInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId: input.coachId });
    return (await coachOfAdvisorQuery(ctx.deps.storage.db, input.coachId))!;
  }),
  coachStats: advisor.input(coachInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId: input.coachId });
    return (await coachStatsQuery(ctx.deps.storage.db, input.coachId))!;
  }),
  coachStudents: advisor
    .input(studentListInput.extend({ coachId: idField('Koç') }))
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId: input.coachId });
      return studentPage(ctx.deps, { advisorId: ctx.user.userId, coachId: input.coachId }, input);
    }),
  /** The coach's calls with this advisor, newest first: start, end, duration, participants, end reason. */
  coachVideoLogs: advisor
    .input(coachVideoLogsInput)
    .query(async ({ ctx, input }) => (await videoHistory(ctx.deps, ctx.user, input)).items),

  students: advisor
    .input(studentListInput)
    .query(({ ctx, input }) => studentPage(ctx.deps, { advisorId: ctx.user.userId }, input)),
  unassignedStudents: advisor
    .input(studentListInput)
    .query(({ ctx, input }) =>
      studentPage(ctx.deps, { advisorId: ctx.user.userId }, { ...input, unassigned: true }),
    ),
  student: advisor.input(studentInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return studentDetail(ctx.deps, input.studentId);
  }),
  createStudent: advisor
    .input(createStudentInput.extend({ commandId: commandIdInput }))
    .mutation(async ({ ctx, input }) => {
      // The student joins the caller's roster: another advisor named here is refused, not replaced.
      if (input.advisorId !== undefined)
        await authorize(ctx.deps.storage.db, ctx.user, { kind: 'advisor', advisorId: input.advisorId });
      const { studentId } = await createStudent(
        ctx.deps,
        input,
        { rosterOwnerId: ctx.user.userId },
        ctx.command.id,
        ctx.user,
      );
      return studentDetail(ctx.deps, studentId);
    }),

  /** No silent claim: the coach (by id, or an e-mail) is invited, and joins by accepting. */
  addCoach: advisor
    .input(addCoachOrInviteInput)
    .mutation(({ ctx, input }) =>
      input.email
        ? inviteCoach(
            ctx.deps,
            ctx.user,
            { email: input.email, studentLimit: input.studentLimit },
            ctx.command.id,
          )
        : inviteCoachById(ctx.deps, ctx.user, input.coachId!, ctx.command.id),
    ),
  removeCoach: advisor
    .input(coachInput.extend({ commandId: commandIdInput }))
    .mutation(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId: input.coachId });
      return removeCoachFromRoster(ctx.deps, ctx.user, input.coachId, ctx.command.id);
    }),
  assignCoach: advisor.input(assignCoachInput).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return assignStudent(ctx.deps, ctx.user, input.studentId, input.coachId, ctx.command.id);
  }),
  unassignCoach: advisor
    .input(studentInput.extend({ commandId: commandIdInput }))
    .mutation(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
      return unassignStudent(ctx.deps, ctx.user, input.studentId, ctx.command.id);
    }),

  profile: advisor.query(({ ctx }) => advisorProfile(ctx.deps, ctx.user.userId)),
  updateProfile: advisor
    .input(updateProfileInput)
    .mutation(({ ctx, input }) =>
      updateAdvisorProfile(ctx.deps, ctx.user, input.profileAnswers, ctx.command.id),
    ),
});
