import type { ReadDb } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';

/**
 * What invitations need of organisations: whose organisation an account or a student is in, its name, and
 * joining it. Until organisations land this derives them from the roster: an advisor's organisation is
 * the advisor, a coach's their advisor's (or their own), a student's their advisor's (or coach's).
 */
export async function organisationOfAccount(db: ReadDb, accountId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'role', 'advisor_id'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.advisor_id ?? row?.id ?? accountId;
}

export async function organisationOfStudent(db: ReadDb, studentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('students')
    .select(['advisor_id', 'coach_id'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.advisor_id) return row.advisor_id;
  return row.coach_id ? organisationOfAccount(db, row.coach_id) : null;
}

/** The organisation's name as the invitation page shows it: "Ayşe Yılmaz ekibi". */
export async function organisationName(db: ReadDb, organisationId: string): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select(['first_name', 'last_name'])
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name} ekibi` : 'Pusula';
}

/** The account joins the organisation (the roster step follows separately). */
export async function joinOrganisationOf(
  _deps: AppDeps,
  _input: { organisationId: string; accountId: string; role: 'COACH' | 'STUDENT' | 'PARENT' },
  _commandId: string,
  _actor: Actor,
): Promise<void> {}
