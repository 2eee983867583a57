import {
  endVideoSessionInput,
  joinVideoCallInput,
  startStudentVideoCallInput,
  startVideoCallInput,
  updateVideoCallStatusInput,
  type VideoHistoryInput,
  videoCallIdInput,
  videoHistoryInput,
} from '@pusula/contracts';
import { DomainError } from '@pusula/domain';
import { activeVideoCallsQuery, videoCallQuery, videoHistoryQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { authorize } from '../../auth/authorize';
import type { SessionUser } from '../../auth/sessions';
import { authedProcedure, router } from '../../trpc/init';
import { incomingCalls, startStudentCall } from './student-call';
import { endCall, joinCall, slotOf, startCall, updateCallStatus } from './video-service';

/** Everyone who can be in an advisor's call. */
const participant = authedProcedure(['ADVISOR', 'COACH', 'STUDENT']);
/** Those a coach's call rings: her student and the student's parents. */
const invitee = authedProcedure(['STUDENT', 'PARENT']);

/**
 * The history a caller may read: an advisor their own calls, a coach the calls they were in, the admin
 * every call. A coach or student filter is authorised like any other use of that coach or student.
 */
export async function videoHistory(deps: AppDeps, user: SessionUser, input: VideoHistoryInput) {
  const db = deps.storage.db;
  if (input.coachId) await authorize(db, user, { kind: 'coach', coachId: input.coachId });
  if (input.studentId) await authorize(db, user, { kind: 'student', studentId: input.studentId });
  const scope =
    user.role === 'ADVISOR'
      ? { advisorId: user.userId }
      : user.role === 'COACH'
        ? { coachId: user.userId }
        : user.role === 'STUDENT'
          ? { studentId: user.userId }
          : {};
  return videoHistoryQuery(db, scope, input, deps.now());
}

/** Video calls (spec §4 "Video call", §7 `/video-call`, `/video-sessions/end`). */
export const videoRouter = router({
  start: authedProcedure(['ADVISOR'])
    .input(startVideoCallInput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.deps.storage.db;
      // Only the advisor's own coach and own student: another advisor's coach is 403, their student 404.
      if (input.coachId) await authorize(db, ctx.user, { kind: 'coach', coachId: input.coachId });
      if (input.studentId) await authorize(db, ctx.user, { kind: 'student', studentId: input.studentId });
      const { commandId, ...call } = input;
      return startCall(ctx.deps, ctx.user, call, ctx.command.id);
    }),

  join: participant
    .input(joinVideoCallInput)
    .mutation(({ ctx, input }) =>
      joinCall(ctx.deps, ctx.user, input.callId, input.participantType, ctx.command.id),
    ),

  updateStatus: participant
    .input(updateVideoCallStatusInput)
    .mutation(({ ctx, input }) =>
      updateCallStatus(ctx.deps, ctx.user, input.callId, input.participantType, input.status, ctx.command.id),
    ),

  end: participant
    .input(endVideoSessionInput)
    .mutation(({ ctx, input }) =>
      endCall(ctx.deps, ctx.user, input.sessionId, input.endReason, ctx.command.id),
    ),

  /** A coach calls one of her students (and the parents), perhaps from a coaching session. */
  startWithStudent: authedProcedure(['COACH'])
    .input(startStudentVideoCallInput)
    .mutation(({ ctx, input }) => {
      const { commandId, ...call } = input;
      return startStudentCall(ctx.deps, ctx.user, call, ctx.command.id);
    }),

  /** A student's or parent's calls that ring or run: the incoming-call panel of the app and the portal. */
  incoming: invitee.query(({ ctx }) => incomingCalls(ctx.deps, ctx.user)),

  /** The student or parent answers (Katıl), declines (Reddet) or leaves a call she was invited to. */
  joinInvite: invitee
    .input(videoCallIdInput)
    .mutation(({ ctx, input }) => joinCall(ctx.deps, ctx.user, input.callId, undefined, ctx.command.id)),
  declineInvite: invitee
    .input(videoCallIdInput)
    .mutation(({ ctx, input }) =>
      updateCallStatus(ctx.deps, ctx.user, input.callId, undefined, 'DECLINED', ctx.command.id),
    ),
  leaveInvite: invitee
    .input(videoCallIdInput)
    .mutation(({ ctx, input }) =>
      updateCallStatus(ctx.deps, ctx.user, input.callId, undefined, 'LEFT', ctx.command.id),
    ),

  /** The caller's calls that have not ended, newest first: an advisor's own, a coach's incoming ones. */
  active: participant.query(({ ctx }) =>
    activeVideoCallsQuery(
      ctx.deps.storage.db,
      { userId: ctx.user.userId, participantType: slotOf(ctx.user) },
      ctx.deps.now(),
    ),
  ),

  /** One call, for its participants (and the admin); anyone else learns nothing (404). */
  byId: authedProcedure(['ADVISOR', 'COACH', 'STUDENT', 'ADMIN'])
    .input(videoCallIdInput)
    .query(async ({ ctx, input }) => {
      const call = await videoCallQuery(ctx.deps.storage.db, input.callId, ctx.deps.now());
      const mine =
        ctx.user.role === 'ADMIN' ||
        call?.participants.some((p) => p.participantType === ctx.user.role && p.id === ctx.user.userId);
      if (!call || !mine) throw new DomainError('NOT_FOUND', 'Görüşme bulunamadı');
      return call;
    }),

  history: authedProcedure(['ADVISOR', 'COACH', 'ADMIN'])
    .input(videoHistoryInput)
    .query(({ ctx, input }) => videoHistory(ctx.deps, ctx.user, input)),
});
