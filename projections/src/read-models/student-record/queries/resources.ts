import { type CatalogueNames, round2, type StudyResourceDto } from '@pusula/contracts';
import type { ReadDb } from '../../../db';
import { iso } from './row-values';

export async function studyResourcesQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
): Promise<StudyResourceDto[]> {
  const rows = await db
    .selectFrom('study_resources')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('course_id')
    .orderBy('added_at')
    .orderBy('resource_id')
    .execute();
  return rows.map((r) => ({
    resourceId: r.resource_id,
    courseId: r.course_id,
    courseName: names.courseName(r.course_id),
    title: r.title,
    kind: r.kind,
    unit: r.unit,
    total: r.total,
    done: r.done,
    progress: round2(r.done / r.total),
    updatedAt: iso(r.updated_at),
  }));
}
