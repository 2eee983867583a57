import type { ReadDb } from '../../db';
import type { StudentRow } from './queries';

/** A coach's students in Turkish order (the stored sort key); `onlyStudentId` narrows it to one of them. */
export async function studentsOfCoachQuery(
  db: ReadDb,
  coachId: string,
  onlyStudentId?: string,
): Promise<StudentRow[]> {
  let query = db.selectFrom('students').selectAll().where('coach_id', '=', coachId);
  if (onlyStudentId) query = query.where('id', '=', onlyStudentId);
  return query.orderBy('sort_key').orderBy('id').execute();
}

/** The ids of a coach's students, only those in one advisor's roster when `advisorId` is given. */
export async function studentIdsOfCoachQuery(
  db: ReadDb,
  coachId: string,
  advisorId?: string,
): Promise<string[]> {
  let query = db.selectFrom('students').select('id').where('coach_id', '=', coachId);
  if (advisorId) query = query.where('advisor_id', '=', advisorId);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function advisorHasStudentsQuery(db: ReadDb, advisorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('advisor_id', '=', advisorId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A student's name and their coach's (none while unassigned). */
export function studentWithCoachQuery(db: ReadDb, studentId: string) {
  return db
    .selectFrom('students as s')
    .leftJoin('accounts as c', 'c.id', 's.coach_id')
    .select(['s.first_name', 's.last_name', 'c.first_name as coach_first', 'c.last_name as coach_last'])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
}

/** A student's advisor and the advisor's name (`advisor_id` null: the student has none). */
export function advisorOfStudentQuery(db: ReadDb, studentId: string) {
  return db
    .selectFrom('students as s')
    .leftJoin('accounts as a', 'a.id', 's.advisor_id')
    .select(['s.advisor_id', 'a.first_name', 'a.last_name'])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
}

/** The parents linked to a student, with what the advisor needs to reach them. */
export function parentsOfStudentQuery(db: ReadDb, studentId: string) {
  return db
    .selectFrom('parent_students')
    .innerJoin('accounts', 'accounts.id', 'parent_students.parent_id')
    .select(['accounts.id', 'accounts.first_name', 'accounts.last_name', 'accounts.email', 'accounts.phone'])
    .where('parent_students.student_id', '=', studentId)
    .execute();
}
