import {
  coachClaimDecider,
  coachClaimStreamId,
  DomainError,
  rosterDecider,
  rosterStreamId,
} from '@pusula/domain';
import { accountByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { MESSAGES } from '../../errors';

/**
 * Every write of an advisor's roster: which coaches work for the advisor, which students the advisor
 * enrolled, and which coach each student is assigned to. A coach's claim (a coach works for one advisor)
 * is its own stream, written only from here.
 */
const handleRosterCommand = defineCommandHandler(rosterDecider, rosterStreamId, {
  projectors: ['directory'],
});
/** The directory follows the roster, not the claim: nothing to wait for. */
const handleCoachClaimCommand = defineCommandHandler(coachClaimDecider, coachClaimStreamId, {
  projectors: [],
});

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
  // Another tenant's coach answers as remove-coach does, before anything about the coach is told: a coach
  // of another organisation (an independent mentor too) joins only by accepting an invitation.
  if (coach.advisor_id !== null && coach.advisor_id !== advisorId) throw anotherAdvisorsCoach();
  if (coach.organisation_id !== advisor?.organisation_id) throw anotherAdvisorsCoach();
  if (!coach.is_active) throw new DomainError('CONFLICT', 'Bu koçun hesabı aktif değil');
  if (advisor?.role !== 'ADVISOR') throw new DomainError('NOT_FOUND', 'Danışman bulunamadı');
  const now = deps.now().toISOString();
  try {
    await handleCoachClaimCommand(
      deps,
      coachId,
      { type: 'ClaimCoach', data: { coachId, advisorId, now } },
      { commandId: derivedId(commandId, 'claim'), actor },
    );
  } catch (error) {
    // The claim stream knows of another advisor's claim before the directory shows it.
    if (error instanceof DomainError && error.code === 'FORBIDDEN') throw anotherAdvisorsCoach();
    throw error;
  }
  let added: Awaited<ReturnType<typeof handleRosterCommand>>;
  try {
    added = await handleRosterCommand(
      deps,
      advisorId,
      { type: 'AddCoach', data: { advisorId, coachId, maxCoachLimit: advisor.max_coach_limit ?? 10, now } },
      { commandId: derivedId(commandId, 'roster'), actor, settleLater: true },
    );
  } catch (error) {
    // Only a refusal of the roster gives the claim back. Anything else (a storage failure) may have
    // come after the roster took the coach: releasing then would let a second advisor take them too.
    if (error instanceof DomainError) {
      await handleCoachClaimCommand(
        deps,
        coachId,
        { type: 'ReleaseCoach', data: { coachId, advisorId, now } },
        { commandId: derivedId(commandId, 'release'), actor },
      );
    }
    throw error;
  }
  // Outside the try: when the read models lag, the coach is in the roster all the same (503, retry).
  await added.settled();
}

/** The coach leaves the roster, and their claim is released even when the read models lag. */
export async function removeCoach(
  deps: AppDeps,
  advisorId: string,
  coachId: string,
  commandId: string,
  actor: Actor,
) {
  const now = deps.now().toISOString();
  const removed = await handleRosterCommand(
    deps,
    advisorId,
    { type: 'RemoveCoach', data: { advisorId, coachId, now } },
    { commandId: derivedId(commandId, 'roster'), actor, settleLater: true },
  );
  // The coach becomes available to other advisors again.
  await handleCoachClaimCommand(
    deps,
    coachId,
    { type: 'ReleaseCoach', data: { coachId, advisorId, now } },
    { commandId: derivedId(commandId, 'release'), actor },
  );
  await removed.settled();
}

/**
 * A new student joins a roster (an advisor's, or a mentor's own): unassigned, or placed with a coach at
 * once within the coach's capacity; refused once the organisation's trial has ended.
 */
export async function enrollStudent(
  deps: AppDeps,
  rosterOwnerId: string,
  studentId: string,
  options: { trialEndsAt: string | null; coachId?: string },
  commandId: string,
  actor: Actor,
) {
  let placement: { coachId: string; coachStudentLimit: number } | undefined;
  if (options.coachId) {
    const coach = await accountByIdQuery(deps.storage.db, options.coachId);
    if (coach?.role !== 'COACH') throw new DomainError('NOT_FOUND', 'Koç bulunamadı');
    if (!coach.is_active) throw new DomainError('CONFLICT', 'Bu koçun hesabı aktif değil');
    placement = { coachId: coach.id, coachStudentLimit: coach.student_limit ?? 0 };
  }
  await handleRosterCommand(
    deps,
    rosterOwnerId,
    {
      type: 'EnrollStudent',
      data: {
        advisorId: rosterOwnerId,
        studentId,
        trialEndsAt: options.trialEndsAt,
        placement,
        now: deps.now().toISOString(),
      },
    },
    // The record is written next: the roster's rows in the directory wait for it, not for this.
    { commandId, actor },
  );
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
  await handleRosterCommand(
    deps,
    advisorId,
    {
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
    { commandId, actor },
  );
}

export async function unassignCoach(
  deps: AppDeps,
  advisorId: string,
  studentId: string,
  commandId: string,
  actor: Actor,
) {
  await handleRosterCommand(
    deps,
    advisorId,
    { type: 'UnassignCoach', data: { advisorId, studentId, now: deps.now().toISOString() } },
    { commandId, actor },
  );
}

/**
 * A coach leaving for another organisation's roster takes one of their students along: the student leaves
 * this roster first; the new roster enrols them (with the same coach) once the coach has joined it.
 */
export async function transferStudentOut(
  deps: AppDeps,
  move: { fromRosterOwnerId: string; toAdvisorId: string; studentId: string; coachId: string },
  commandId: string,
  actor: Actor,
) {
  await handleRosterCommand(
    deps,
    move.fromRosterOwnerId,
    {
      type: 'TransferStudentOut',
      data: {
        advisorId: move.fromRosterOwnerId,
        studentId: move.studentId,
        coachId: move.coachId,
        toAdvisorId: move.toAdvisorId,
        now: deps.now().toISOString(),
      },
    },
    { commandId, actor },
  );
}
