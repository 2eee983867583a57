import type { StartStudentVideoCallInput, VideoCallDto } from '@pusula/contracts';
import { DomainError } from '@pusula/domain';
import { activeVideoCallsQuery, studentCallFactsQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { authorize } from '../../auth/authorize';
import type { SessionUser } from '../../auth/sessions';
import { participantOf, startCallAs } from './video-service';

export const STUDENT_CALL_MESSAGES = {
  sessionNotFound: 'Seans bulunamadı',
  noParents: 'Bu öğrencinin bağlı velisi yok; veliyi davet edemezsiniz',
  nobodyToCall: 'Öğrencinin Pusula hesabı yok; görüşmeye katılamaz. Veliyi davet edebilirsiniz.',
} as const;

/**
 * A coach calls one of her own students, optionally with the student's linked parents, perhaps from one of
 * the student's coaching sessions. Another coach's student is 404 (authorize), and the decider checks the
 * assignment again on the facts read here.
 */
export async function startStudentCall(
  deps: AppDeps,
  coach: SessionUser,
  input: Omit<StartStudentVideoCallInput, 'commandId'>,
  commandId: string,
): Promise<VideoCallDto> {
  const db = deps.storage.db;
  await authorize(db, coach, { kind: 'student', studentId: input.studentId });
  const facts = await studentCallFactsQuery(db, input.studentId, input.coachingSessionId);
  if (!facts) throw new DomainError('NOT_FOUND', 'Öğrenci bulunamadı');
  if (input.coachingSessionId && !facts.sessionIsHers)
    throw new DomainError('NOT_FOUND', STUDENT_CALL_MESSAGES.sessionNotFound, {
      coachingSessionId: STUDENT_CALL_MESSAGES.sessionNotFound,
    });
  if (input.inviteParents && facts.parentIds.length === 0)
    throw new DomainError('VALIDATION', STUDENT_CALL_MESSAGES.noParents, {
      inviteParents: STUDENT_CALL_MESSAGES.noParents,
    });
  if (!facts.hasAccount && !input.inviteParents)
    throw new DomainError('VALIDATION', STUDENT_CALL_MESSAGES.nobodyToCall);
  return startCallAs(
    deps,
    coach,
    {
      hostType: 'COACH',
      advisorId: null,
      coachId: coach.userId,
      studentId: input.studentId,
      participantType: 'STUDENT',
      parentIds: input.inviteParents ? facts.parentIds : [],
      coachingSessionId: input.coachingSessionId,
      assignedCoachId: facts.assignedCoachId,
    },
    commandId,
  );
}

/** The calls a student or parent is invited to (or still in) that have not ended, newest first. */
export async function incomingCalls(deps: AppDeps, user: SessionUser): Promise<VideoCallDto[]> {
  return activeVideoCallsQuery(deps.storage.db, await participantOf(deps, user), deps.now());
}
