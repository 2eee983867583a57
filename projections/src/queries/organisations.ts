import type { Selectable } from 'kysely';
import type { ReadDb } from '../db';
import type { OrganisationsTable } from '../schema';

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
