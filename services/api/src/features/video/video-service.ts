import type {
  VideoCallDto,
  VideoEndReason,
  VideoInviteeType,
  VideoParticipantType,
  VideoStatusUpdate,
} from '@pusula/contracts';
import {
  DomainError,
  foldEvents,
  type VideoCallCommand,
  type VideoParticipant,
  videoCallDecider,
  videoCallStreamId,
} from '@pusula/domain';
import { studentOfAccountQuery, videoCallQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../../auth/sessions';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import { type Actor, toDomainEvent } from '../../commands/handle-command';

export const VIDEO_PROJECTOR = 'video-calls';

export const VIDEO_MESSAGES = {
  roleMismatch: (own: VideoParticipantType) => `participantType rolünüzle uyuşmuyor; ${own} olmalı`,
  notParticipant: 'Bu görüşmeye yalnızca katılımcıları girebilir',
} as const;

/** The slot of a call a role takes: advisors and coaches host, coaches, students and parents are invited. */
export function participantTypeOf(role: SessionUser['role']): VideoParticipantType | null {
  return role === 'ADVISOR' || role === 'COACH' || role === 'STUDENT' || role === 'PARENT' ? role : null;
}

/** The caller's own slot; a participantType that claims another one is refused. */
export function slotOf(
  user: Pick<SessionUser, 'role'>,
  claimed?: VideoParticipantType,
): VideoParticipantType {
  const own = participantTypeOf(user.role);
  if (!own) throw new DomainError('FORBIDDEN', VIDEO_MESSAGES.notParticipant);
  if (claimed && claimed !== own)
    throw new DomainError('VALIDATION', VIDEO_MESSAGES.roleMismatch(own), {
      participantType: VIDEO_MESSAGES.roleMismatch(own),
    });
  return own;
}

/**
 * Who the caller is in a call: their slot and id. A student's slot holds her student record's id (as the
 * calls name her), found from her own account, never from the request.
 */
export async function participantOf(
  deps: AppDeps,
  user: Pick<SessionUser, 'userId' | 'role'>,
  claimed?: VideoParticipantType,
): Promise<VideoParticipant> {
  const participantType = slotOf(user, claimed);
  if (participantType !== 'STUDENT') return { participantType, userId: user.userId };
  const studentId = await studentOfAccountQuery(deps.storage.db, user.userId);
  return { participantType, userId: studentId ?? user.userId };
}

const handleVideoCallCommand = defineCommandHandler(videoCallDecider, videoCallStreamId, {
  projectors: [VIDEO_PROJECTOR],
});

async function callAsItIs(deps: AppDeps, callId: string): Promise<VideoCallDto> {
  const call = await videoCallQuery(deps.storage.db, callId, deps.now());
  if (!call) throw new DomainError('NOT_FOUND', 'Görüşme bulunamadı');
  return call;
}

const run = (deps: AppDeps, callId: string, command: VideoCallCommand, commandId: string, actor?: Actor) =>
  handleVideoCallCommand(deps, callId, command, { commandId, actor });

type StartData = Omit<Extract<VideoCallCommand, { type: 'StartVideoCall' }>['data'], 'callId' | 'now'>;

/** The caller has been authorised for the coach and the student before this. */
export function startCall(
  deps: AppDeps,
  advisor: Actor,
  input: { participantType: VideoInviteeType; coachId: string | null; studentId: string | null },
  commandId: string,
): Promise<VideoCallDto> {
  return startCallAs(deps, advisor, { advisorId: advisor.userId, ...input }, commandId);
}

/** Starts a call hosted by `host` (the caller, authorised for everyone invited before this). */
export async function startCallAs(
  deps: AppDeps,
  host: Actor,
  data: StartData,
  commandId: string,
): Promise<VideoCallDto> {
  // The call id follows from the command id: a retried request finds the same call.
  const callId = derivedId(commandId, 'video-call');
  await run(
    deps,
    callId,
    { type: 'StartVideoCall', data: { callId, ...data, now: deps.now().toISOString() } },
    commandId,
    host,
  );
  return callAsItIs(deps, callId);
}

export async function joinCall(
  deps: AppDeps,
  user: SessionUser,
  callId: string,
  claimed: VideoParticipantType | undefined,
  commandId: string,
) {
  const participant = await participantOf(deps, user, claimed);
  await run(
    deps,
    callId,
    { type: 'JoinVideoCall', data: { ...participant, now: deps.now().toISOString() } },
    commandId,
    user,
  );
  return callAsItIs(deps, callId);
}

export async function updateCallStatus(
  deps: AppDeps,
  user: Pick<SessionUser, 'userId' | 'role'>,
  callId: string,
  claimed: VideoParticipantType | undefined,
  status: VideoStatusUpdate,
  commandId: string,
) {
  const participant = await participantOf(deps, user, claimed);
  await run(
    deps,
    callId,
    {
      type: 'UpdateVideoCallStatus',
      data: { ...participant, status, now: deps.now().toISOString() },
    },
    commandId,
    user,
  );
  return callAsItIs(deps, callId);
}

export async function endCall(
  deps: AppDeps,
  user: SessionUser,
  callId: string,
  reason: VideoEndReason,
  commandId: string,
) {
  const participant = await participantOf(deps, user);
  await run(
    deps,
    callId,
    {
      type: 'EndVideoCall',
      data: { ...participant, reason, now: deps.now().toISOString() },
    },
    commandId,
    user,
  );
  return callAsItIs(deps, callId);
}

/**
 * The scheduler's check of one call. The command id is derived from the call alone, so however many
 * processes or ticks ask, at most one TIMEOUT is appended.
 */
export async function timeOutCall(deps: AppDeps, callId: string): Promise<boolean> {
  const { ringTimeoutMs, idleTimeoutMs, maxDurationMs } = deps.config.video;
  const outcome = await run(
    deps,
    callId,
    {
      type: 'TimeOutVideoCall',
      data: { now: deps.now().toISOString(), ringTimeoutMs, idleTimeoutMs, maxDurationMs },
    },
    derivedId(callId, 'video-timeout'),
    { userId: 'system', role: 'SYSTEM' },
  );
  return outcome.events.length > 0 && !outcome.duplicate;
}

/** The write-side state of a call, straight from its stream (the signalling server's check). */
export async function loadCallState(deps: AppDeps, callId: string) {
  const history = await deps.storage.store.readStream(videoCallStreamId(callId));
  return {
    state: foldEvents(videoCallDecider, history.map(toDomainEvent) as never[]),
    nextVersion: history.length === 0 ? 0n : history[history.length - 1]!.version + 1n,
  };
}
