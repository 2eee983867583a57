import {
  dateOfWeekday,
  isoWeekday,
  istanbulDate,
  round2,
  type StudentDayDto,
  type StudentMockExamsDto,
  type StudentTodayDto,
  type StudentWeekDto,
  type StudyBlockDto,
} from '@pusula/contracts';
import { DomainError, examTypesForTarget } from '@pusula/domain';
import { studentByIdQuery, studentWithCoachQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { homework } from '../student-record/homework';
import { mockExams } from '../student-record/mock-exams';
import { currentWeek, weeklyProgram } from '../student-record/weekly-program';
import { NO_STUDENT_RECORD } from './own-student';

const meanCompletion = (blocks: StudyBlockDto[]) =>
  blocks.length ? round2(blocks.reduce((n, b) => n + b.completion, 0) / blocks.length) : null;

function dayOf(week: string, day: number, blocks: StudyBlockDto[]): StudentDayDto {
  const own = blocks.filter((b) => b.day === day);
  return { day, date: dateOfWeekday(week, day), blocks: own, completion: meanCompletion(own) };
}

/** The week's program, one entry per weekday (empty days too, so a phone can show all seven). */
export async function studentWeek(deps: AppDeps, studentId: string, week = currentWeek(deps)) {
  const program = await weeklyProgram(deps, studentId, week);
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => dayOf(week, d, program.blocks));
  const answer: StudentWeekDto = {
    week,
    startDate: program.startDate,
    endDate: program.endDate,
    days,
    completion: program.totals.completion,
  };
  return answer;
}

/** Today in Istanbul: the day's blocks of this week's program, open homework, and the week's completion. */
export async function studentToday(deps: AppDeps, studentId: string): Promise<StudentTodayDto> {
  const week = currentWeek(deps);
  const date = istanbulDate(deps.now());
  const [program, items, person] = await Promise.all([
    weeklyProgram(deps, studentId, week),
    homework(deps, studentId),
    studentAndCoach(deps, studentId),
  ]);
  return {
    ...person,
    week,
    today: dayOf(week, isoWeekday(date), program.blocks),
    homework: items.filter((h) => h.status !== 'DONE'),
    weekCompletion: program.totals.completion,
  };
}

async function studentAndCoach(deps: AppDeps, studentId: string) {
  const row = await studentWithCoachQuery(deps.storage.db, studentId);
  if (!row) throw new DomainError('NOT_FOUND', NO_STUDENT_RECORD);
  return {
    firstName: row.first_name,
    coach: row.coach_first ? { firstName: row.coach_first, lastName: row.coach_last ?? '' } : null,
  };
}

/** „Denemeler": the student's own denemes and the exam types of their target for the entry form. */
export async function studentMockExams(deps: AppDeps, studentId: string): Promise<StudentMockExamsDto> {
  const [student, exams] = await Promise.all([
    studentByIdQuery(deps.storage.db, studentId),
    mockExams(deps, studentId),
  ]);
  if (!student) throw new DomainError('NOT_FOUND', NO_STUDENT_RECORD);
  return { examTypes: examTypesForTarget(student.exam_target), exams };
}
