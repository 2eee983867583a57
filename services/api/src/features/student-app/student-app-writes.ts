import type { MistakeCause, TopicState } from '@pusula/contracts';
import type { MockExamSheet } from '@pusula/domain';
import { studentByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { completeHomework } from '../student-record/homework';
import { recordMockExam, recordMockExamMistakes } from '../student-record/mock-exams';
import { setTopicState } from '../student-record/topic-progress';
import { currentWeek, recordStudyProgress } from '../student-record/weekly-program';

/**
 * The student's own entries go through the record's one write path (the weekly plan and homework
 * deciders), with the student as actor and marked as the student's, so the coach's views and notifications
 * can say „öğrenci girdi".
 */

export async function recordOwnProgress(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  input: { blockId: string; week?: string; doneQuestions: number | null; doneMinutes: number | null },
  commandId: string,
) {
  const week = input.week ?? currentWeek(deps);
  // The coach at the time of the entry is told (the event carries them: a later reassignment changes nothing).
  const coachId = (await studentByIdQuery(deps.storage.db, studentId))?.coach_id ?? null;
  const program = await recordStudyProgress(
    deps,
    student,
    {
      studentId,
      week,
      blockId: input.blockId,
      doneQuestions: input.doneQuestions,
      doneMinutes: input.doneMinutes,
      byStudent: { coachId },
    },
    commandId,
  );
  return program.blocks.find((b) => b.blockId === input.blockId)!;
}

export function finishOwnHomework(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  input: { homeworkId: string; doneQuestions: number | null; doneMinutes: number | null },
  commandId: string,
) {
  return completeHomework(deps, student, { studentId, ...input, byStudent: true }, commandId);
}

/** A deneme the student sat, entered by themselves: the coach's form and rules, marked „öğrenci girdi". */
export async function recordOwnMockExam(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  sheet: MockExamSheet,
  commandId: string,
) {
  const coachId = (await studentByIdQuery(deps.storage.db, studentId))?.coach_id ?? null;
  return recordMockExam(deps, student, { studentId, ...sheet, byStudent: { coachId } }, commandId);
}

/** Wrong answers by topic on one of the student's own denemes (another's is not found for them). */
export function recordOwnMockExamMistakes(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  input: {
    examId: string;
    mistakes: { topicId: string; cause: MistakeCause; count: number; note: string | null }[];
  },
  commandId: string,
) {
  return recordMockExamMistakes(deps, student, { studentId, ...input }, commandId);
}

/** A topic of the student's own checklist, marked „öğrenci girdi"; the coach at the time is told. */
export async function setOwnTopicState(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  entry: { courseId: string; topicId: string; state: TopicState },
  commandId: string,
) {
  const coachId = (await studentByIdQuery(deps.storage.db, studentId))?.coach_id ?? null;
  return setTopicState(deps, student, { ...entry, studentId, byStudent: { coachId } }, commandId);
}
