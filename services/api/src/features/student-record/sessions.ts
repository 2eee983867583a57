import {
  cancelSessionInput,
  closeSessionInput,
  listSessionsInput,
  rescheduleSessionInput,
  scheduleSessionInput,
  shareSessionReportInput,
} from '@pusula/contracts';
import { type CoachingSessionCommand, coachingSessionDecider, coachingSessionStreamId } from '@pusula/domain';
import { coachingSessionQuery, coachingSessionsQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { nowIso, settleIn } from './record-commands';
import { coachOnly, reader, student, write } from './record-procedures';

const handleCoachingSessionCommand = defineCommandHandler(
  coachingSessionDecider,
  coachingSessionStreamId,
  settleIn,
);

export function coachingSessions(
  deps: AppDeps,
  studentId: string,
  status?: 'SCHEDULED' | 'HELD' | 'MISSED' | 'CANCELLED',
) {
  return coachingSessionsQuery(deps.storage.db, studentId, { status });
}

async function sessionCommand(
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
  command: CoachingSessionCommand,
  commandId: string,
) {
  await handleCoachingSessionCommand(deps, sessionId, command, { commandId, actor });
  return (await coachingSessionQuery(deps.storage.db, sessionId))!;
}

export function scheduleCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; title: string; agenda: string | null; startAt: string; endAt: string },
  commandId: string,
) {
  const sessionId = derivedId(commandId, 'session');
  return sessionCommand(
    deps,
    coach,
    sessionId,
    {
      type: 'ScheduleCoachingSession',
      data: { sessionId, coachId: coach.userId, scheduledBy: coach.userId, ...input, now: nowIso(deps) },
    },
    commandId,
  );
}

export function rescheduleCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; sessionId: string; startAt: string; endAt: string },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'RescheduleCoachingSession', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function closeCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: {
    studentId: string;
    sessionId: string;
    outcome: 'HELD' | 'MISSED';
    report: string | null;
    shareWithParents?: boolean;
  },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'CloseCoachingSession', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

/** „Veliyle paylaş": the parents read a closed session's report only while it is shared. */
export function shareSessionReport(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; sessionId: string; shared: boolean },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'ShareCoachingSessionReport', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function cancelCoachingSession(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; sessionId: string; reason: string | null },
  commandId: string,
) {
  return sessionCommand(
    deps,
    coach,
    input.sessionId,
    { type: 'CancelCoachingSession', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

/** Seanslar: coaching sessions, scheduled, held or cancelled. */
export const sessionProcedures = {
  sessions: reader.input(listSessionsInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return coachingSessions(ctx.deps, input.studentId, input.status);
  }),
  scheduleSession: coachOnly.input(scheduleSessionInput).mutation(write(scheduleCoachingSession)),
  rescheduleSession: coachOnly.input(rescheduleSessionInput).mutation(write(rescheduleCoachingSession)),
  closeSession: coachOnly.input(closeSessionInput).mutation(write(closeCoachingSession)),
  shareSessionReport: coachOnly.input(shareSessionReportInput).mutation(write(shareSessionReport)),
  cancelSession: coachOnly.input(cancelSessionInput).mutation(write(cancelCoachingSession)),
};
