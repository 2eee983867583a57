import { round2, type SchoolGradesDto } from '@pusula/contracts';
import type { ReadDb } from '../../../db';

export async function schoolGradesQuery(db: ReadDb, studentId: string): Promise<SchoolGradesDto> {
  const rows = await db
    .selectFrom('school_grades')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('term', 'desc')
    .orderBy('course_name')
    .orderBy('exam_no')
    .execute();
  const groups = new Map<string, { courseId: string; courseName: string; term: string; scores: number[] }>();
  for (const r of rows) {
    const k = `${r.term}|${r.course_id}`;
    const g = groups.get(k) ?? { courseId: r.course_id, courseName: r.course_name, term: r.term, scores: [] };
    g.scores.push(r.score);
    groups.set(k, g);
  }
  return {
    studentId,
    grades: rows.map((r) => ({
      gradeId: r.grade_id,
      courseId: r.course_id,
      courseName: r.course_name,
      term: r.term,
      examNo: r.exam_no,
      score: r.score,
      takenOn: r.taken_on,
    })),
    averages: [...groups.values()].map((g) => ({
      courseId: g.courseId,
      courseName: g.courseName,
      term: g.term,
      average: round2(g.scores.reduce((a, b) => a + b, 0) / g.scores.length),
      count: g.scores.length,
    })),
  };
}
