import {
  accountByIdQuery,
  organisationByIdQuery,
  organisationOfAccountQuery,
  type ReadDb,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { joinOrganisation } from '../organisations/organisation-service';

/** What invitations need of organisations: whose organisation an account or student is in, its name, joining. */
export async function organisationOfAccount(db: ReadDb, accountId: string): Promise<string> {
  const organisation = await organisationOfAccountQuery(db, accountId);
  return organisation?.id ?? (await accountByIdQuery(db, accountId))?.organisation_id ?? accountId;
}

export async function organisationOfStudent(db: ReadDb, studentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('students')
    .select('organisation_id')
    .where('id', '=', studentId)
    .executeTakeFirst();
  return row?.organisation_id ?? null;
}

/** The organisation's name as the invitation page and mail show it. */
export async function organisationName(db: ReadDb, organisationId: string): Promise<string> {
  return (await organisationByIdQuery(db, organisationId))?.name ?? 'Pusula';
}

/** An existing account joins the organisation (a new one joins at registration). */
export async function joinOrganisationOf(
  deps: AppDeps,
  input: {
    organisationId: string;
    accountId: string;
    role: 'COACH' | 'STUDENT' | 'PARENT';
    previousOrganisationId: string | null;
  },
  commandId: string,
  actor: Actor,
): Promise<void> {
  await joinOrganisation(deps, input, commandId, actor);
}
