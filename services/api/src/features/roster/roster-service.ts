import {
  coachClaimDecider,
  coachClaimStreamId,
  DomainError,
  rosterDecider,
  rosterStreamId,
} from '@pusula/domain';
import { accountByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { awaitProjection } from '../../commands/await-projection';
import { derivedId } from '../../commands/command-ids';
import { type Actor, handleCommand } from '../../commands/handle-command';
import { MESSAGES } from '../../errors';

const anotherAdvisorsCoach = () => new DomainError('FORBIDDEN', MESSAGES.forbidden);

/**
 * An advisor takes an available coach: first the coach's claim stream (a coach works for one advisor),
 * then the advisor's roster (the coach limit). If the roster refuses, the claim is released again.
 */
export async function addCoach(
  deps: AppDeps,
  advisorId: string,
  coachId: string,
  commandId: string,
  actor: Actor,
) {
  const db = deps.storage.db;
  const [coach, advisor] = await Promise.all([
    accountByIdQuery(db, coachId),
    accountByIdQuery(db, advisorId),
  ]);
  if (coach?.role !== 'COACH') throw new DomainError('NOT_FOUND', 'Koç bulunamadı');
  // Another tenant's coach answers as remove-coach does, before anything about the coach is told.
  if (coach.advisor_id !== null && coach.advisor_id !== advisorId) throw anotherAdvisorsCoach();
  if (!coach.is_active) throw new DomainError('CONFLICT', 'Bu koçun hesabı aktif değil');
  if (advisor?.role !== 'ADVISOR') throw new DomainError('NOT_FOUND', 'Danışman bulunamadı');
  const now = deps.now().toISOString();
  try {
    await handleCommand(deps.storage.store, {
      streamId: coachClaimStreamId(coachId),
      decider: coachClaimDecider,
      commandId: derivedId(commandId, 'claim'),
      command: { type: 'ClaimCoach', data: { coachId, advisorId, now } },
      actor,
    });
  } catch (error) {
    // The claim stream knows of another advisor's claim before the directory shows it.
    if (error instanceof DomainError && error.code === 'FORBIDDEN') throw anotherAdvisorsCoach();
    throw error;
  }
  let position: string | null;
  try {
    ({ position } = await handleCommand(deps.storage.store, {
      streamId: rosterStreamId(advisorId),
      decider: rosterDecider,
      commandId: derivedId(commandId, 'roster'),
      command: {
        type: 'AddCoach',
        data: { advisorId, coachId, maxCoachLimit: advisor.max_coach_limit ?? 10, now },
      },
      actor,
    }));
  } catch (error) {
    // Only a refusal of the roster gives the claim back. Anything else (a storage failure) may have
    // come after the roster took the coach: releasing then would let a second advisor take them too.
    if (error instanceof DomainError) {
      await handleCommand(deps.storage.store, {
        streamId: coachClaimStreamId(coachId),
        decider: coachClaimDecider,
        commandId: derivedId(commandId, 'release'),
        command: { type: 'ReleaseCoach', data: { coachId, advisorId, now } },
        actor,
      });
    }
    throw error;
  }
  // Outside the try: when the read models lag, the coach is in the roster all the same (503, retry).
  await awaitProjection(deps, position, ['directory']);
}

/** Student → coach of the same advisor; the roster stream checks capacity against its own state. */
export async function assignCoach(
  deps: AppDeps,
  advisorId: string,
  studentId: string,
  coachId: string,
  commandId: string,
  actor: Actor,
) {
  const coach = await accountByIdQuery(deps.storage.db, coachId);
  if (coach?.role !== 'COACH') throw new DomainError('NOT_FOUND', 'Koç bulunamadı');
  const outcome = await handleCommand(deps.storage.store, {
    streamId: rosterStreamId(advisorId),
    decider: rosterDecider,
    commandId,
    command: {
      type: 'AssignCoach',
      data: {
        advisorId,
        studentId,
        coachId,
        coachStudentLimit: coach.student_limit ?? 0,
        coachActive: coach.is_active,
        now: deps.now().toISOString(),
      },
    },
    actor,
  });
  await awaitProjection(deps, outcome.position, ['directory']);
}
