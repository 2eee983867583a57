import { studentRefInput } from '@pusula/contracts';
import {
  accountByIdQuery,
  coachingSessionsQuery,
  latestWeeklySummaryQuery,
  mockExamsQuery,
  studentByIdQuery,
  studentLastEntriesQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { goalProgram } from './goal-program';
import { homework } from './homework';
import { mockExamTrend } from './mock-exams';
import { names, notFound } from './record-commands';
import { reader, student } from './record-procedures';
import { weeklyProgram } from './weekly-program';

/** What a parent sees of the selected student (read-only): the week, denemes, homework, session reports. */
export async function studentOverview(deps: AppDeps, studentId: string) {
  const db = deps.storage.db;
  const row = await studentByIdQuery(db, studentId);
  if (!row) throw notFound('Öğrenci bulunamadı');
  const coach = row.coach_id ? await accountByIdQuery(db, row.coach_id) : undefined;
  const [week, exams, trend, hw, sessions, goal, lastWeeklySummary, lastEntries] = await Promise.all([
    weeklyProgram(deps, studentId),
    mockExamsQuery(db, studentId, names, { limit: 5 }),
    mockExamTrend(deps, studentId),
    homework(deps, studentId),
    coachingSessionsQuery(db, studentId, { limit: 10 }),
    goalProgram(deps, studentId),
    latestWeeklySummaryQuery(db, studentId),
    studentLastEntriesQuery(db, [studentId]),
  ]);
  return {
    student: {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      classLevel: row.class_level,
      examTarget: row.exam_target,
      coachName: coach ? `${coach.first_name} ${coach.last_name}` : null,
      /** The student's own last entry in the student app (null: nothing entered there yet). */
      lastEntry: lastEntries.get(studentId) ?? null,
    },
    week,
    exams,
    trend,
    homework: hw.slice(0, 20),
    // Parents see what happened and when, never the coach's agenda or a cancellation reason, and a
    // report only when the coach shared it.
    sessions: sessions
      .filter((s) => s.status !== 'CANCELLED')
      .map((s) => ({ ...s, agenda: null, cancelReason: null, report: s.reportShared ? s.report : null })),
    goal,
    lastWeeklySummary,
  };
}

/** Veli görünümü: what a parent sees of the selected student. */
export const overviewProcedures = {
  overview: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return studentOverview(ctx.deps, input.studentId);
  }),
};
