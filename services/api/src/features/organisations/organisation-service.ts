import { type OrganisationKind, TRIAL_DAYS } from '@pusula/contracts';
import { organisationDecider, organisationStreamId } from '@pusula/domain';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import type { Actor } from '../../commands/handle-command';

/** Answered once the directory shows it (organisations, members, attention thresholds are read there). */
export const handleOrganisationCommand = defineCommandHandler(organisationDecider, organisationStreamId, {
  projectors: ['directory'],
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial started now ends. */
export const trialEndFrom = (now: Date) => new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString();

/**
 * Founds the organisation of a newly registered advisor (a company) or mentor (their own practice). Its
 * id is the founder's account id: one founder, one organisation, and a retry finds the same one.
 */
export async function foundOrganisation(
  deps: AppDeps,
  founding: {
    founderId: string;
    kind: OrganisationKind;
    name: string;
    packageId: string;
    /** Self-registration starts the package's free trial; accounts an admin opens have none. */
    trial: boolean;
  },
  commandId: string,
  actor?: Actor,
) {
  const organisationId = founding.founderId;
  await handleOrganisationCommand(
    deps,
    organisationId,
    {
      type: 'CreateOrganisation',
      data: {
        organisationId,
        kind: founding.kind,
        name: founding.name,
        founderId: founding.founderId,
        packageId: founding.packageId,
        trialEndsAt: founding.trial ? trialEndFrom(deps.now()) : null,
        now: deps.now().toISOString(),
      },
    },
    { commandId, actor },
  );
  return { organisationId };
}

/** An account joins a company (an accepted invitation); the directory shows it at once. */
export async function joinOrganisation(
  deps: AppDeps,
  joining: {
    organisationId: string;
    accountId: string;
    role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT';
    previousOrganisationId?: string | null;
  },
  commandId: string,
  actor?: Actor,
) {
  await handleOrganisationCommand(
    deps,
    joining.organisationId,
    {
      type: 'JoinOrganisation',
      data: {
        organisationId: joining.organisationId,
        accountId: joining.accountId,
        role: joining.role,
        previousOrganisationId: joining.previousOrganisationId ?? null,
        now: deps.now().toISOString(),
      },
    },
    { commandId, actor },
  );
}
