import type { Selectable } from 'kysely';
import type { ReadDb } from '../../db';
import type { OrganisationsTable } from './tables';

export type OrganisationRow = Selectable<OrganisationsTable>;

export function organisationByIdQuery(db: ReadDb, id: string): Promise<OrganisationRow | undefined> {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The organisation an account belongs to (none for parents and admins). */
export async function organisationOfAccountQuery(
  db: ReadDb,
  accountId: string,
): Promise<OrganisationRow | undefined> {
  return db
    .selectFrom('accounts')
    .innerJoin('organisations', 'organisations.id', 'accounts.organisation_id')
    .selectAll('organisations')
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

/** The steps a new organisation takes first, each done or not, as the first-run checklist shows them. */
export interface FirstSteps {
  students: number;
  /** Students placed with a coach. */
  assignedStudents: number;
  coaches: number;
  /** Students with at least one parent linked. */
  studentsWithParent: number;
  /** Students with a study block planned in any week. */
  studentsWithPlan: number;
}

/**
 * What an advisor (their roster) or a coach (their own students) has set up so far: counted from the
 * directory and the weekly programs, so the checklist ticks itself as the work is done.
 */
export async function firstStepsQuery(
  db: ReadDb,
  who: { advisorId: string } | { coachId: string },
): Promise<FirstSteps> {
  const students =
    'advisorId' in who
      ? db.selectFrom('students').select('id').where('advisor_id', '=', who.advisorId)
      : db.selectFrom('students').select('id').where('coach_id', '=', who.coachId);
  const [counts, coaches, withParent, withPlan] = await Promise.all([
    db
      .selectFrom('students')
      .select((eb) => [eb.fn.countAll<string>().as('all'), eb.fn.count<string>('coach_id').as('assigned')])
      .where('id', 'in', students)
      .executeTakeFirstOrThrow(),
    'advisorId' in who
      ? db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('role', '=', 'COACH')
          .where('advisor_id', '=', who.advisorId)
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: '0' }),
    db
      .selectFrom('parent_students')
      .select((eb) => eb.fn.count<string>('student_id').distinct().as('n'))
      .where('student_id', 'in', students)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('plan_blocks')
      .select((eb) => eb.fn.count<string>('student_id').distinct().as('n'))
      .where('student_id', 'in', students)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    students: Number(counts.all),
    assignedStudents: Number(counts.assigned),
    coaches: Number(coaches.n),
    studentsWithParent: Number(withParent.n),
    studentsWithPlan: Number(withPlan.n),
  };
}
