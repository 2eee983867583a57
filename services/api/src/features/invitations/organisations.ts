import {
  accountByIdQuery,
  organisationByIdQuery,
  organisationOfAccountQuery,
  type ReadDb,
  studentByIdQuery,
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
  return (await studentByIdQuery(db, studentId))?.organisation_id ?? null;
}

/**
 * The organisation's name as the invitation page and mail show it beside the inviter's, or null where it
 * would only say the inviter again: an independent mentor's practice (named after the mentor), or a company
 * registered without a "Kurum adı".
 */
export async function organisationNameBeside(
  db: ReadDb,
  organisationId: string,
  inviterName: string,
): Promise<string | null> {
  const organisation = await organisationByIdQuery(db, organisationId);
  if (!organisation) return 'Pusula';
  return organisation.kind === 'INDEPENDENT' || organisation.name === inviterName ? null : organisation.name;
}

/** An existing account joins the organisation (a new one joins at registration). */
export async function joinOrganisationOf(
  deps: AppDeps,
  input: {
    organisationId: string;
    accountId: string;
    role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT';
    previousOrganisationId: string | null;
  },
  commandId: string,
  actor: Actor,
): Promise<void> {
  await joinOrganisation(deps, input, commandId, actor);
}
