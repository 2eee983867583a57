import { type FocusBlockDto, isoWeekOf, type LogFocusBlockInput } from '@pusula/contracts';
import {
  DomainError,
  focusLogDecider,
  focusLogStreamId,
  focusWeekOf,
  studentRecordNames,
} from '@pusula/domain';
import * as catalogue from '@pusula/domain/education/index';
import { focusWeekQuery, studentByIdQuery, studentOfAccountQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';

export const FOCUS_PROJECTOR = 'focus-log';

/** A logged block is answered once the staff's read model shows it. */
const handleFocusLogCommand = defineCommandHandler(
  focusLogDecider,
  (week: { studentId: string; week: string }) => focusLogStreamId(week.studentId, week.week),
  { projectors: [FOCUS_PROJECTOR] },
);

const NO_STUDENT = 'Bu hesaba bağlı bir öğrenci kaydı bulunamadı';

/** The student record of a STUDENT account: from the session, never from what the client sends. */
export async function ownStudent(deps: AppDeps, accountId: string) {
  const studentId = await studentOfAccountQuery(deps.storage.db, accountId);
  const student = studentId ? await studentByIdQuery(deps.storage.db, studentId) : undefined;
  if (!student) throw new DomainError('NOT_FOUND', NO_STUDENT);
  return student;
}

/** The courses a student may log focus for: their exam target's and class's, as the catalogue lists them. */
export async function ownCourses(deps: AppDeps, accountId: string) {
  const student = await ownStudent(deps, accountId);
  const courses =
    catalogue.coursesForStudent({ examTarget: student.exam_target, classLevel: student.class_level }) ?? [];
  return {
    studentId: student.id,
    courses: courses.map((c) => ({ id: c.id, name: c.name })),
  };
}

export async function logFocusBlock(
  deps: AppDeps,
  actor: Actor,
  input: Omit<LogFocusBlockInput, 'commandId'>,
  commandId: string,
): Promise<FocusBlockDto> {
  const student = await ownStudent(deps, actor.userId);
  const blockId = derivedId(commandId, 'focus-block');
  const { events } = await handleFocusLogCommand(
    deps,
    { studentId: student.id, week: focusWeekOf(input.startedAt) },
    {
      type: 'LogFocusBlock',
      data: {
        ...input,
        studentId: student.id,
        blockId,
        commandId,
        student: { examTarget: student.exam_target, classLevel: student.class_level },
        loggedBy: actor.userId,
        now: deps.now().toISOString(),
      },
    },
    { commandId, actor },
  );
  // A retry answers with the block its first attempt logged; a block logged before (no events) likewise.
  const logged = events[0]?.data;
  if (!logged) throw new DomainError('CONFLICT', 'Bu odak bloğu zaten kaydedildi');
  const { blockId: id, minutes, startedAt, endedAt, day, courseId, topicId } = logged;
  return { blockId: id, minutes, startedAt, endedAt, day, courseId, topicId };
}

export function focusWeek(deps: AppDeps, studentId: string, week = isoWeekOf(deps.now())) {
  return focusWeekQuery(deps.storage.db, studentId, week, studentRecordNames);
}
