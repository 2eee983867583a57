import {
  acceptInvitationInput,
  commandIdInput,
  idField,
  invitationTokenField,
  inviteAdvisorInput,
  inviteCoachInput,
  inviteToStudentInput,
  pairingCodeField,
} from '@pusula/contracts';
import { advisorInvitationsQuery, studentInvitationsQuery } from '@pusula/projections';
import { z } from 'zod';
import { allowed, authorize } from '../../auth/authorize';
import { findSession } from '../../auth/sessions';
import { authedProcedure, type Context, publicProcedure, router } from '../../trpc/init';
import { acceptInvitation } from './accept-invitation';
import {
  declineInvitation,
  inviteAdvisor,
  inviteCoach,
  inviteToStudent,
  previewInvitation,
  revokeInvitation,
} from './invitation-service';
import { studentHome } from './student-home';

const advisor = authedProcedure(['ADVISOR']);
const staff = authedProcedure(['ADVISOR', 'COACH']);

/**
 * Invitations: an advisor invites coaches; a coach or advisor who may see a student invites the student and
 * parents; anyone holding a link or code may look at it, accept it (signing up, or as the signed-in
 * account) or decline it.
 */
export const invitationsRouter = router({
  inviteCoach: advisor
    .input(inviteCoachInput)
    .mutation(({ ctx, input }) => inviteCoach(ctx.deps, ctx.user, input, ctx.command.id)),
  /** Another advisor into the caller's coaching company (they join by accepting). */
  inviteAdvisor: advisor
    .input(inviteAdvisorInput)
    .mutation(({ ctx, input }) => inviteAdvisor(ctx.deps, ctx.user, input, ctx.command.id)),
  advisorList: advisor.query(({ ctx }) =>
    advisorInvitationsQuery(ctx.deps.storage.db, ctx.user.userId, ctx.deps.now()),
  ),
  inviteToStudent: staff.input(inviteToStudentInput).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return inviteToStudent(ctx.deps, ctx.user, input, ctx.command.id);
  }),
  studentList: staff.input(z.object({ studentId: idField('Öğrenci') })).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return studentInvitationsQuery(ctx.deps.storage.db, input.studentId, ctx.deps.now());
  }),
  revoke: staff
    .input(z.object({ invitationId: idField('Davet'), commandId: commandIdInput }))
    .mutation(({ ctx, input }) =>
      revokeInvitation(ctx.deps, ctx.user, input.invitationId, ctx.command.id, (studentId) =>
        allowed(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId }),
      ),
    ),
  /** The invitation page: who invites, the organisation, the role, the student's first name, the status. */
  preview: publicProcedure.input(z.object({ token: invitationTokenField })).query(async ({ ctx, input }) =>
    previewInvitation(ctx.deps, input, {
      ip: ctx.clientIp ?? 'unknown',
      accountId: (await signedInAccount(ctx))?.userId ?? null,
    }),
  ),
  /** A pairing code typed in: a mutation, as each attempt is counted per address. */
  previewCode: publicProcedure
    .input(z.object({ code: pairingCodeField, commandId: commandIdInput }))
    .mutation(async ({ ctx, input }) =>
      previewInvitation(
        ctx.deps,
        { code: input.code },
        { ip: ctx.clientIp ?? 'unknown', accountId: (await signedInAccount(ctx))?.userId ?? null },
      ),
    ),
  accept: publicProcedure.input(acceptInvitationInput).mutation(({ ctx, input }) =>
    acceptInvitation(ctx.deps, input, {
      commandId: ctx.command.id,
      session: ctx.session ?? null,
      token: ctx.token,
      ip: ctx.clientIp ?? 'unknown',
      userAgent: ctx.userAgent ?? null,
    }),
  ),
  decline: publicProcedure
    .input(z.object({ token: invitationTokenField, commandId: commandIdInput }))
    .mutation(({ ctx, input }) => declineInvitation(ctx.deps, input.token, ctx.command.id)),
  /** A STUDENT account's first page: their name and their coach's. */
  studentHome: authedProcedure(['STUDENT']).query(({ ctx }) => studentHome(ctx.deps, ctx.user.userId)),
});

/** A public page may still know who is looking (queries do not look the session up by themselves). */
function signedInAccount(ctx: Context) {
  if (ctx.session !== undefined) return ctx.session;
  return ctx.token ? findSession(ctx.deps.storage.db, ctx.token, ctx.deps.now()) : null;
}
