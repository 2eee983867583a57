import {
  correctMockExamInput,
  listMockExamsInput,
  type MistakeCause,
  mockExamRefInput,
  recordMistakesInput,
  recordMockExamInput,
} from '@pusula/contracts';
import { type MockExamCommand, type MockExamSheet, mockExamDecider, mockExamStreamId } from '@pusula/domain';
import { mockExamQuery, mockExamsQuery, mockExamTrendQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { names, nowIso, settleIn } from './record-commands';
import { reader, student, team, write } from './record-procedures';

const handleMockExamCommand = defineCommandHandler(mockExamDecider, mockExamStreamId, settleIn);

export function mockExams(deps: AppDeps, studentId: string, examType?: string) {
  return mockExamsQuery(deps.storage.db, studentId, names, { examType });
}

export function mockExamTrend(deps: AppDeps, studentId: string, examType?: string) {
  return mockExamTrendQuery(deps.storage.db, studentId, names, examType);
}

async function examCommand(
  deps: AppDeps,
  actor: Actor,
  examId: string,
  command: MockExamCommand,
  commandId: string,
) {
  await handleMockExamCommand(deps, examId, command, { commandId, actor });
  return mockExamQuery(deps.storage.db, examId, names);
}

export async function recordMockExam(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; byStudent?: { coachId: string | null } } & MockExamSheet,
  commandId: string,
) {
  const { studentId, byStudent, ...sheet } = input;
  const examId = derivedId(commandId, 'mock-exam');
  return (await examCommand(
    deps,
    actor,
    examId,
    {
      type: 'RecordMockExam',
      data: {
        examId,
        studentId,
        sheet,
        recordedBy: actor.userId,
        ...(byStudent ? { byStudent } : {}),
        now: nowIso(deps),
      },
    },
    commandId,
  ))!;
}

export async function correctMockExam(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; examId: string } & MockExamSheet,
  commandId: string,
) {
  const { studentId, examId, ...sheet } = input;
  return (await examCommand(
    deps,
    actor,
    examId,
    {
      type: 'CorrectMockExam',
      data: { examId, studentId, sheet, correctedBy: actor.userId, now: nowIso(deps) },
    },
    commandId,
  ))!;
}

export async function recordMockExamMistakes(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    examId: string;
    mistakes: { topicId: string; cause: MistakeCause; count: number; note: string | null }[];
  },
  commandId: string,
) {
  const { studentId, examId, mistakes } = input;
  return (await examCommand(
    deps,
    actor,
    examId,
    { type: 'RecordMockExamMistakes', data: { examId, studentId, mistakes, now: nowIso(deps) } },
    commandId,
  ))!;
}

export async function deleteMockExam(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; examId: string },
  commandId: string,
) {
  await examCommand(
    deps,
    actor,
    input.examId,
    { type: 'DeleteMockExam', data: { ...input, now: nowIso(deps) } },
    commandId,
  );
  return { examId: input.examId, deleted: true };
}

/** Sınavlar: denemes with nets computed by the exam's rule, and their mistakes. */
export const mockExamProcedures = {
  mockExams: reader.input(listMockExamsInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return mockExams(ctx.deps, input.studentId, input.examType);
  }),
  mockExamTrend: reader.input(listMockExamsInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return mockExamTrend(ctx.deps, input.studentId, input.examType);
  }),
  recordMockExam: team.input(recordMockExamInput).mutation(write(recordMockExam)),
  correctMockExam: team.input(correctMockExamInput).mutation(write(correctMockExam)),
  recordMockExamMistakes: team.input(recordMistakesInput).mutation(write(recordMockExamMistakes)),
  deleteMockExam: team.input(mockExamRefInput).mutation(write(deleteMockExam)),
};
