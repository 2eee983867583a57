import {
  addStudyResourceInput,
  type ResourceKind,
  type ResourceUnit,
  studentRefInput,
  studyResourceProgressInput,
  studyResourceRefInput,
} from '@pusula/contracts';
import { type StudyResourceCommand, studyResourcesDecider, studyResourcesStreamId } from '@pusula/domain';
import { studyResourcesQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { names, nowIso, settleIn } from './record-commands';
import { reader, student, team, write } from './record-procedures';

const handleStudyResourcesCommand = defineCommandHandler(
  studyResourcesDecider,
  studyResourcesStreamId,
  settleIn,
);

export function studyResources(deps: AppDeps, studentId: string) {
  return studyResourcesQuery(deps.storage.db, studentId, names);
}

async function resourceCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  command: StudyResourceCommand,
  commandId: string,
) {
  await handleStudyResourcesCommand(deps, studentId, command, { commandId, actor });
  return studyResources(deps, studentId);
}

export function addStudyResource(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    courseId: string;
    title: string;
    kind: ResourceKind;
    unit: ResourceUnit;
    total: number;
  },
  commandId: string,
) {
  return resourceCommand(
    deps,
    actor,
    input.studentId,
    {
      type: 'AddStudyResource',
      data: { ...input, resourceId: derivedId(commandId, 'resource'), now: nowIso(deps) },
    },
    commandId,
  );
}

export function recordResourceProgress(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; resourceId: string; done: number },
  commandId: string,
) {
  return resourceCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RecordResourceProgress', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

export function removeStudyResource(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; resourceId: string },
  commandId: string,
) {
  return resourceCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RemoveStudyResource', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

/** Kaynaklar: books and question banks, with progress. */
export const resourceProcedures = {
  resources: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return studyResources(ctx.deps, input.studentId);
  }),
  addResource: team.input(addStudyResourceInput).mutation(write(addStudyResource)),
  recordResourceProgress: team.input(studyResourceProgressInput).mutation(write(recordResourceProgress)),
  removeResource: team.input(studyResourceRefInput).mutation(write(removeStudyResource)),
};
