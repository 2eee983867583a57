import {
  countdownText,
  type ExamCountdownDto,
  type ExamDateFamily,
  examFamilyOfTarget,
  nextExamDate,
} from '@pusula/contracts';
import { examDateDecider, examDateStreamId, examYearOf } from '@pusula/domain';
import { examDatesQuery, studentByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import type { Actor } from '../../commands/handle-command';
import { settleIn } from '../student-record/record-commands';

/** Answered once the read model shows it (the admin's list is read right after). */
const handleExamDateCommand = defineCommandHandler(
  examDateDecider,
  (key: { family: ExamDateFamily; year: number }) => examDateStreamId(key.family, key.year),
  settleIn,
);

export const examDates = (deps: AppDeps) => examDatesQuery(deps.storage.db);

export async function setExamDate(
  deps: AppDeps,
  actor: Actor,
  input: { family: ExamDateFamily; date: string; note: string | null },
  commandId: string,
) {
  const { family, date, note } = input;
  await handleExamDateCommand(
    deps,
    { family, year: examYearOf(date) },
    { type: 'SetExamDate', data: { family, date, note, setBy: actor.userId, now: deps.now().toISOString() } },
    { commandId, actor },
  );
  return examDates(deps);
}

export async function clearExamDate(
  deps: AppDeps,
  actor: Actor,
  input: { family: ExamDateFamily; year: number },
  commandId: string,
) {
  await handleExamDateCommand(
    deps,
    input,
    { type: 'ClearExamDate', data: { ...input, clearedBy: actor.userId, now: deps.now().toISOString() } },
    { commandId, actor },
  );
  return examDates(deps);
}

/** The student's next exam day and the days left (Istanbul), or null when no day is set for their exam. */
export async function examCountdown(deps: AppDeps, studentId: string): Promise<ExamCountdownDto | null> {
  const student = await studentByIdQuery(deps.storage.db, studentId);
  if (!student) return null;
  const family = examFamilyOfTarget(student.exam_target);
  const next = nextExamDate(await examDates(deps), family, deps.now());
  return next ? { family, date: next.date, days: next.days, text: countdownText(family, next.days) } : null;
}
