import {
  addGoalMilestoneInput,
  goalMilestoneRefInput,
  type SetGoalProgramInput,
  setGoalProgramInput,
  studentRefInput,
} from '@pusula/contracts';
import { type GoalProgramCommand, goalProgramDecider, goalProgramStreamId } from '@pusula/domain';
import { goalProgramQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { names, nowIso, settleIn } from './record-commands';
import { reader, student, team, write } from './record-procedures';

const handleGoalProgramCommand = defineCommandHandler(goalProgramDecider, goalProgramStreamId, settleIn);

export function goalProgram(deps: AppDeps, studentId: string) {
  return goalProgramQuery(deps.storage.db, studentId, names);
}

async function goalCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  command: GoalProgramCommand,
  commandId: string,
) {
  await handleGoalProgramCommand(deps, studentId, command, { commandId, actor });
  return (await goalProgram(deps, studentId))!;
}

export function setGoalProgram(deps: AppDeps, actor: Actor, input: SetGoalProgramInput, commandId: string) {
  const { studentId, examFamily, scoreType, target, targetNets } = input;
  return goalCommand(
    deps,
    actor,
    studentId,
    {
      type: 'SetGoalProgram',
      data: {
        studentId,
        program: { examFamily, scoreType, target, targetNets },
        setBy: actor.userId,
        now: nowIso(deps),
      },
    },
    commandId,
  );
}

export function addGoalMilestone(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; title: string; dueDate: string },
  commandId: string,
) {
  const { studentId, title, dueDate } = input;
  return goalCommand(
    deps,
    actor,
    studentId,
    {
      type: 'AddGoalMilestone',
      data: { studentId, milestoneId: derivedId(commandId, 'milestone'), title, dueDate, now: nowIso(deps) },
    },
    commandId,
  );
}

export function completeGoalMilestone(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; milestoneId: string },
  commandId: string,
) {
  return goalCommand(
    deps,
    actor,
    input.studentId,
    { type: 'CompleteGoalMilestone', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function removeGoalMilestone(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; milestoneId: string },
  commandId: string,
) {
  return goalCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RemoveGoalMilestone', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

/** Hedef Programı: the goal and its milestones. */
export const goalProgramProcedures = {
  goalProgram: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return goalProgram(ctx.deps, input.studentId);
  }),
  setGoalProgram: team.input(setGoalProgramInput).mutation(write(setGoalProgram)),
  addGoalMilestone: team.input(addGoalMilestoneInput).mutation(write(addGoalMilestone)),
  completeGoalMilestone: team.input(goalMilestoneRefInput).mutation(write(completeGoalMilestone)),
  removeGoalMilestone: team.input(goalMilestoneRefInput).mutation(write(removeGoalMilestone)),
};
