import {
  type CatalogueNames,
  type MistakeCause,
  type MockExamDto,
  type MockExamTrendDto,
  round2,
} from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../../db';
import type { MockExamsTable } from '../tables';
import { iso } from './row-values';

function toExam(r: Selectable<MockExamsTable>, names: CatalogueNames): MockExamDto {
  const tests = r.tests.map(({ subjects, ...t }) => {
    const test = names.test(r.exam_type, t.testCode);
    const split = (subjects ?? []).map((s) => {
      const part = test.parts.find((p) => p.courseId === s.courseId);
      return {
        ...s,
        name: part?.name ?? names.courseName(s.courseId),
        questionCount: part?.questionCount ?? null,
      };
    });
    return { ...t, testName: test.name, questionCount: test.questionCount, subjects: split };
  });
  const total = (f: (t: (typeof tests)[number]) => number) => tests.reduce((n, t) => n + f(t), 0);
  return {
    examId: r.exam_id,
    studentId: r.student_id,
    examType: r.exam_type,
    name: r.name,
    takenOn: r.taken_on,
    durationMinutes: r.duration_minutes,
    singleSubject: r.single_subject,
    publisher: r.publisher,
    rank: r.standing_rank,
    percentile: r.standing_percentile,
    participants: r.participants,
    tests,
    totals: {
      correct: total((t) => t.correct),
      wrong: total((t) => t.wrong),
      blank: total((t) => t.blank),
      questionCount: total((t) => t.questionCount),
    },
    totalNet: r.total_net,
    weightedNet: r.weighted_net,
    estimatedScore: r.estimated_score,
    mistakes: r.mistakes.map((m) => ({
      ...m,
      cause: m.cause as MistakeCause,
      topicName: names.topicName(m.topicId),
    })),
    recordedAt: iso(r.recorded_at),
    enteredByStudent: r.entered_by_student,
    correctedAt: r.corrected_at ? iso(r.corrected_at) : null,
  };
}

/** A student's denemes, latest first. */
export async function mockExamsQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
  options: { examType?: string; limit?: number } = {},
): Promise<MockExamDto[]> {
  let q = db.selectFrom('mock_exams').selectAll().where('student_id', '=', studentId);
  if (options.examType) q = q.where('exam_type', '=', options.examType.toUpperCase());
  const rows = await q
    .orderBy('taken_on', 'desc')
    .orderBy('recorded_at', 'desc')
    .orderBy('exam_id')
    .limit(options.limit ?? 500)
    .execute();
  return rows.map((r) => toExam(r, names));
}

/** Where a deneme stood: its publisher and the standing it announced (the trend table shows them). */
const standingOf = (r: Selectable<MockExamsTable>) => ({
  publisher: r.publisher,
  rank: r.standing_rank,
  percentile: r.standing_percentile,
  participants: r.participants,
});

/**
 * The chart series of one exam type (the student's most recent type of full denemes when none is given,
 * else of branş denemes). Full denemes make the total's and the tests' lines; branş denemes come apart, as
 * their own points per test, so a Matematik-only 30 is never drawn in, or averaged with, the full totals.
 */
export async function mockExamTrendQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
  examType?: string,
): Promise<MockExamTrendDto | null> {
  let type = examType?.toUpperCase();
  if (!type) {
    const latest = await db
      .selectFrom('mock_exams')
      .select('exam_type')
      .where('student_id', '=', studentId)
      // Full denemes first: a branş denemesi of another type does not switch the chart away from them.
      .orderBy('single_subject')
      .orderBy('taken_on', 'desc')
      .orderBy('recorded_at', 'desc')
      .executeTakeFirst();
    if (!latest) return null;
    type = latest.exam_type;
  }
  const all = await db
    .selectFrom('mock_exams')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('exam_type', '=', type)
    .orderBy('taken_on')
    .orderBy('recorded_at')
    .orderBy('exam_id')
    .execute();
  // A branş denemesi's total is one test's: it would read as a fall in the full denemes' totals.
  const rows = all.filter((r) => !r.single_subject);
  const branch = all.filter((r) => r.single_subject);
  const nets = rows.map((r) => r.total_net);
  const mean = (xs: number[]) => (xs.length ? round2(xs.reduce((a, b) => a + b, 0) / xs.length) : null);
  const byCause = new Map<MistakeCause, number>();
  for (const r of rows)
    for (const m of r.mistakes)
      byCause.set(m.cause as MistakeCause, (byCause.get(m.cause as MistakeCause) ?? 0) + m.count);
  return {
    studentId,
    examType: type,
    points: rows.map((r) => ({
      examId: r.exam_id,
      name: r.name,
      takenOn: r.taken_on,
      totalNet: r.total_net,
      nets: Object.fromEntries(r.tests.map((t) => [t.testCode, t.net])),
      ...standingOf(r),
    })),
    branchPoints: branch.flatMap((r) =>
      r.tests.map((t) => ({
        examId: r.exam_id,
        name: r.name,
        takenOn: r.taken_on,
        testCode: t.testCode,
        net: t.net,
        ...standingOf(r),
      })),
    ),
    tests: names.testsOf(type),
    average: mean(nets),
    lastThreeAverage: mean(nets.slice(-3)),
    mistakesByCause: [...byCause]
      .map(([cause, count]) => ({ cause, count }))
      .sort((a, b) => b.count - a.count),
    mistakesByTopic: mistakesByTopic(rows, names),
  };
}

/** Wrong answers by topic over the given denemes, most first (the trend's list, and konu takibi's). */
export function mistakesByTopic(
  rows: readonly Pick<Selectable<MockExamsTable>, 'mistakes'>[],
  names: CatalogueNames,
): MockExamTrendDto['mistakesByTopic'] {
  const byTopic = new Map<string, { courseId: string; count: number }>();
  for (const r of rows)
    for (const m of r.mistakes) {
      const t = byTopic.get(m.topicId) ?? { courseId: m.courseId, count: 0 };
      byTopic.set(m.topicId, { ...t, count: t.count + m.count });
    }
  return [...byTopic]
    .map(([topicId, t]) => ({
      topicId,
      topicName: names.topicName(topicId),
      courseId: t.courseId,
      count: t.count,
    }))
    .sort((a, b) => b.count - a.count || a.topicId.localeCompare(b.topicId));
}

export async function mockExamQuery(
  db: ReadDb,
  examId: string,
  names: CatalogueNames,
): Promise<MockExamDto | null> {
  const r = await db.selectFrom('mock_exams').selectAll().where('exam_id', '=', examId).executeTakeFirst();
  return r ? toExam(r, names) : null;
}
