import {
  assignHomeworkInput,
  completeHomeworkInput,
  homeworkRefInput,
  listHomeworkInput,
} from '@pusula/contracts';
import { dueAtOfDate, type HomeworkCommand, homeworkDecider, homeworkStreamId } from '@pusula/domain';
import {
  homeworkItemQuery,
  homeworkQuery,
  parentIdsOfStudentsQuery,
  studentByIdQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { names, nowIso, settleIn } from './record-commands';
import { coachOnly, reader, student, write } from './record-procedures';

export const handleHomeworkCommand = defineCommandHandler(homeworkDecider, homeworkStreamId, settleIn);

export function homework(deps: AppDeps, studentId: string, status?: 'ASSIGNED' | 'DONE' | 'LATE') {
  return homeworkQuery(deps.storage.db, studentId, names, deps.now(), status);
}

async function homeworkCommand(
  deps: AppDeps,
  actor: Actor,
  homeworkId: string,
  command: HomeworkCommand,
  commandId: string,
) {
  await handleHomeworkCommand(deps, homeworkId, command, { commandId, actor });
  return (await homeworkItemQuery(deps.storage.db, homeworkId, names, deps.now()))!;
}

export async function assignHomework(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    title: string;
    courseId: string;
    topicIds: string[];
    targetQuestions: number | null;
    targetMinutes: number | null;
    description: string | null;
    dueAt?: string;
    dueDate?: string;
  },
  commandId: string,
) {
  const { studentId, dueAt, dueDate, ...rest } = input;
  const student = await studentByIdQuery(deps.storage.db, studentId);
  const parents = await parentIdsOfStudentsQuery(deps.storage.db, [studentId]);
  const homeworkId = derivedId(commandId, 'homework');
  return homeworkCommand(
    deps,
    actor,
    homeworkId,
    {
      type: 'AssignHomework',
      data: {
        homeworkId,
        studentId,
        coachId: student?.coach_id ?? null,
        sheet: { ...rest, dueAt: dueAt ?? dueAtOfDate(dueDate!) },
        assignedBy: actor.userId,
        parentIds: parents.get(studentId) ?? [],
        now: nowIso(deps),
      },
    },
    commandId,
  );
}

export function completeHomework(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    homeworkId: string;
    doneQuestions: number | null;
    doneMinutes: number | null;
    /** The student app's „Bitirdim". */
    byStudent?: boolean;
  },
  commandId: string,
) {
  return homeworkCommand(
    deps,
    actor,
    input.homeworkId,
    { type: 'CompleteHomework', data: { ...input, completedBy: actor.userId, now: nowIso(deps) } },
    commandId,
  );
}

export function cancelHomework(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; homeworkId: string },
  commandId: string,
) {
  return homeworkCommand(
    deps,
    actor,
    input.homeworkId,
    { type: 'CancelHomework', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
}

/** Ödevler ve Görevler. */
export const homeworkProcedures = {
  homework: reader.input(listHomeworkInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return homework(ctx.deps, input.studentId, input.status);
  }),
  assignHomework: coachOnly.input(assignHomeworkInput).mutation(write(assignHomework)),
  completeHomework: coachOnly.input(completeHomeworkInput).mutation(write(completeHomework)),
  cancelHomework: coachOnly.input(homeworkRefInput).mutation(write(cancelHomework)),
};
