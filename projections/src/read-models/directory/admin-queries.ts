import { foldForSearch } from '@pusula/contracts';
import { sql } from 'kysely';
import type { ReadDb } from '../../db';
import { escapeLike } from './queries';

export interface AdminStudentListInput {
  search?: string;
  /** Only students no coach works with. */
  unassigned?: boolean;
  page: number;
  limit: number;
}

/** A row of the admin's list of every student: where the record belongs and who works with it. */
export interface AdminStudentRow {
  id: string;
  firstName: string;
  lastName: string;
  classLevel: string;
  examTarget: string;
  school: string | null;
  organisationName: string | null;
  advisorName: string | null;
  coachName: string | null;
  parentCount: number;
  createdAt: string;
}

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

/** Every student record of the platform (the admin sees all), by Turkish name order, a page at a time. */
export async function adminStudentListQuery(
  db: ReadDb,
  input: AdminStudentListInput,
): Promise<{ items: AdminStudentRow[]; total: number }> {
  let query = db
    .selectFrom('students')
    .leftJoin('organisations', 'organisations.id', 'students.organisation_id')
    .leftJoin('accounts as advisor', 'advisor.id', 'students.advisor_id')
    .leftJoin('accounts as coach', 'coach.id', 'students.coach_id');
  if (input.unassigned) query = query.where('students.coach_id', 'is', null);
  if (input.search?.trim()) {
    query = query.where('students.search_text', 'like', `%${escapeLike(foldForSearch(input.search))}%`);
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'students.id',
        'students.first_name',
        'students.last_name',
        'students.class_level',
        'students.exam_target',
        'students.school',
        'students.created_at',
        'organisations.name as organisation_name',
        'advisor.first_name as advisor_first_name',
        'advisor.last_name as advisor_last_name',
        'coach.first_name as coach_first_name',
        'coach.last_name as coach_last_name',
      ])
      .select(
        sql<string>`(SELECT count(*) FROM parent_students WHERE parent_students.student_id = students.id)`.as(
          'parent_count',
        ),
      )
      .orderBy('students.sort_key')
      .orderBy('students.id')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      classLevel: r.class_level,
      examTarget: r.exam_target,
      school: r.school,
      organisationName: r.organisation_name,
      advisorName: fullName(r.advisor_first_name, r.advisor_last_name),
      coachName: fullName(r.coach_first_name, r.coach_last_name),
      parentCount: Number(r.parent_count),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total: Number(total.n),
  };
}
