import { type ReadDb, studentListQuery } from '@pusula/projections';
import { excerptOf } from '../notes/excerpt';

/** The newest notes, so the admin can pick one to open its audit timeline without knowing its id. */
export async function recentNotes(db: ReadDb, limit: number) {
  const rows = await db
    .selectFrom('notes')
    .innerJoin('accounts as coach', 'coach.id', 'notes.coach_id')
    .innerJoin('students', 'students.id', 'notes.student_id')
    .select([
      'notes.id',
      'notes.content',
      'notes.priority',
      'notes.created_at',
      'coach.first_name as coach_first_name',
      'coach.last_name as coach_last_name',
      'students.first_name as student_first_name',
      'students.last_name as student_last_name',
    ])
    .orderBy('notes.created_at', 'desc')
    .orderBy('notes.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    excerpt: excerptOf(r.content),
    priority: r.priority,
    coachName: `${r.coach_first_name} ${r.coach_last_name}`,
    studentName: `${r.student_first_name} ${r.student_last_name}`,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Every student (the admin sees all), for linking a parent and for assignment timelines. */
export function allStudents(db: ReadDb, input: Parameters<typeof studentListQuery>[2]) {
  return studentListQuery(db, {}, input);
}
