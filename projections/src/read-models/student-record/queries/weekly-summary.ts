import {
  addDays,
  istanbulInstant,
  round2,
  type WeeklySummaryFigures,
  weekStartDate,
} from '@pusula/contracts';
import type { ReadDb } from '../../../db';
import { iso } from './row-values';

export async function latestWeeklySummaryQuery(db: ReadDb, studentId: string) {
  const r = await db
    .selectFrom('weekly_summaries')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('week', 'desc')
    .executeTakeFirst();
  return r
    ? { week: r.week, figures: r.figures as WeeklySummaryFigures, preparedAt: iso(r.prepared_at) }
    : null;
}

/** Students with at least one linked parent and no summary for `week` yet. */
export async function studentsDueWeeklySummaryQuery(db: ReadDb, week: string) {
  const rows = await db
    .selectFrom('parent_students')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .leftJoin('weekly_summaries', (j) =>
      j.onRef('weekly_summaries.student_id', '=', 'students.id').on('weekly_summaries.week', '=', week),
    )
    .select(['students.id', 'students.first_name', 'students.last_name', 'parent_students.parent_id'])
    .where('weekly_summaries.student_id', 'is', null)
    .orderBy('students.id')
    .orderBy('parent_students.parent_id')
    .execute();
  const byStudent = new Map<string, { studentId: string; studentName: string; parentIds: string[] }>();
  for (const r of rows) {
    const s = byStudent.get(r.id) ?? {
      studentId: r.id,
      studentName: `${r.first_name} ${r.last_name}`,
      parentIds: [],
    };
    s.parentIds.push(r.parent_id);
    byStudent.set(r.id, s);
  }
  return [...byStudent.values()];
}

/** The figures of a student's week for the parents' summary. */
export async function weeklySummaryFiguresQuery(
  db: ReadDb,
  studentId: string,
  week: string,
  now: Date,
): Promise<WeeklySummaryFigures> {
  const start = weekStartDate(week);
  const end = addDays(start, 6);
  const weekStart = new Date(istanbulInstant(start));
  const weekEnd = new Date(istanbulInstant(addDays(start, 7)));
  const [blocks, exams, homework, sessions] = await Promise.all([
    db
      .selectFrom('plan_blocks')
      .select(['completion'])
      .where('student_id', '=', studentId)
      .where('week', '=', week)
      .execute(),
    db
      .selectFrom('mock_exams')
      .select(['exam_id', 'name', 'exam_type', 'total_net'])
      .where('student_id', '=', studentId)
      .where('taken_on', '>=', start)
      .where('taken_on', '<=', end)
      .orderBy('taken_on')
      .execute(),
    db
      .selectFrom('homework')
      .select(['status', 'completed_late', 'due_at', 'completed_at'])
      .where('student_id', '=', studentId)
      .where('status', '!=', 'CANCELLED')
      .where('due_at', '>=', weekStart)
      .where('due_at', '<', weekEnd)
      .execute(),
    db
      .selectFrom('coaching_sessions')
      .select(['session_id', 'start_at', 'report', 'report_shared'])
      .where('student_id', '=', studentId)
      .where('status', '=', 'HELD')
      .where('start_at', '>=', weekStart)
      .where('start_at', '<', weekEnd)
      .orderBy('start_at')
      .execute(),
  ]);
  return {
    plannedBlocks: blocks.length,
    planCompletion: blocks.length
      ? round2(blocks.reduce((n, b) => n + b.completion, 0) / blocks.length)
      : null,
    exams: exams.map((e) => ({
      examId: e.exam_id,
      name: e.name,
      examType: e.exam_type,
      totalNet: e.total_net,
    })),
    homeworkDone: homework.filter((h) => h.status === 'DONE').length,
    homeworkLate: homework.filter((h) =>
      h.status === 'DONE' ? h.completed_late : new Date(h.due_at).getTime() <= now.getTime(),
    ).length,
    sessionsHeld: sessions.length,
    // The summary goes to the parents: only the reports the coach shared with them.
    sessionReports: sessions
      .filter((s) => s.report_shared)
      .map((s) => ({
        sessionId: s.session_id,
        startAt: iso(s.start_at),
        report: s.report ?? '',
      })),
  };
}

/** One student's week as the weekly parent summary e-mail tells it: a few figures, nothing more. */
export interface ParentWeekFigures {
  /** Share (0–1) of the week's planned targets done; null without a plan. */
  planCompletion: number | null;
  plannedBlocks: number;
  /** Denemes taken this week. */
  exams: number;
  /** The latest deneme up to the week's end (this week's or an earlier one). */
  latestExam: { name: string; takenOn: string; totalNet: number } | null;
  homeworkDone: number;
  /** Homework due this week (cancelled homework does not count). */
  homeworkTotal: number;
}

/** The figures of `weeklySummaryFiguresQuery`, with the homework due and the latest deneme besides. */
export async function parentWeekFiguresQuery(
  db: ReadDb,
  studentId: string,
  week: string,
  now: Date,
): Promise<ParentWeekFigures> {
  const start = weekStartDate(week);
  const [figures, due, latest] = await Promise.all([
    weeklySummaryFiguresQuery(db, studentId, week, now),
    db
      .selectFrom('homework')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('student_id', '=', studentId)
      .where('status', '!=', 'CANCELLED')
      .where('due_at', '>=', new Date(istanbulInstant(start)))
      .where('due_at', '<', new Date(istanbulInstant(addDays(start, 7))))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mock_exams')
      .select(['name', 'taken_on', 'total_net'])
      .where('student_id', '=', studentId)
      .where('taken_on', '<=', addDays(start, 6))
      .orderBy('taken_on', 'desc')
      .orderBy('recorded_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    planCompletion: figures.planCompletion,
    plannedBlocks: figures.plannedBlocks,
    exams: figures.exams.length,
    latestExam: latest
      ? { name: latest.name, takenOn: String(latest.taken_on).slice(0, 10), totalNet: latest.total_net }
      : null,
    homeworkDone: figures.homeworkDone,
    homeworkTotal: Number(due.n),
  };
}
