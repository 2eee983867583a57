import { recordSchoolGradeInput, schoolGradeRefInput, studentRefInput } from '@pusula/contracts';
import { type SchoolGradeCommand, schoolGradesDecider, schoolGradesStreamId } from '@pusula/domain';
import { schoolGradesQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { nowIso, settleIn } from './record-commands';
import { reader, student, team, write } from './record-procedures';

const handleSchoolGradesCommand = defineCommandHandler(schoolGradesDecider, schoolGradesStreamId, settleIn);

export function schoolGrades(deps: AppDeps, studentId: string) {
  return schoolGradesQuery(deps.storage.db, studentId);
}

async function gradeCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  command: SchoolGradeCommand,
  commandId: string,
) {
  await handleSchoolGradesCommand(deps, studentId, command, { commandId, actor });
  return schoolGrades(deps, studentId);
}

export function recordSchoolGrade(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    courseId: string;
    term: string;
    examNo: number;
    score: number;
    takenOn: string | null;
  },
  commandId: string,
) {
  return gradeCommand(
    deps,
    actor,
    input.studentId,
    {
      type: 'RecordSchoolGrade',
      data: { ...input, gradeId: derivedId(commandId, 'grade'), now: nowIso(deps) },
    },
    commandId,
  );
}

export function removeSchoolGrade(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; gradeId: string },
  commandId: string,
) {
  return gradeCommand(
    deps,
    actor,
    input.studentId,
    { type: 'RemoveSchoolGrade', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

/** Yazılılar: school grades. */
export const schoolGradeProcedures = {
  schoolGrades: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return schoolGrades(ctx.deps, input.studentId);
  }),
  recordSchoolGrade: team.input(recordSchoolGradeInput).mutation(write(recordSchoolGrade)),
  removeSchoolGrade: team.input(schoolGradeRefInput).mutation(write(removeSchoolGrade)),
};
