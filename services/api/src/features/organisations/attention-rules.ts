import {
  type AttentionRulesDto,
  type AttentionRuleValues,
  DEFAULT_ATTENTION_RULE_VALUES,
} from '@pusula/contracts';
import { organisationAttentionRulesQuery, organisationByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { handleOrganisationCommand } from './organisation-service';

/** An organisation's attention thresholds as its settings page shows them (the caller was authorised). */
export async function attentionRules(deps: AppDeps, organisationId: string): Promise<AttentionRulesDto> {
  const db = deps.storage.db;
  const [organisation, rules] = await Promise.all([
    organisationByIdQuery(db, organisationId),
    organisationAttentionRulesQuery(db, organisationId),
  ]);
  return {
    organisationId,
    organisationName: organisation?.name ?? '',
    values: rules.values,
    defaults: { ...DEFAULT_ATTENTION_RULE_VALUES },
    overridden: Object.keys(rules.overrides) as (keyof AttentionRuleValues)[],
    changedAt: rules.changedAt,
  };
}

/** Sets the organisation's thresholds (the decider keeps only those that differ from the platform's). */
export async function setAttentionRules(
  deps: AppDeps,
  actor: Actor,
  organisationId: string,
  values: AttentionRuleValues,
  commandId: string,
) {
  await handleOrganisationCommand(
    deps,
    organisationId,
    {
      type: 'SetAttentionRules',
      data: { organisationId, values, changedBy: actor.userId, now: deps.now().toISOString() },
    },
    { commandId, actor },
  );
  return attentionRules(deps, organisationId);
}

/** „Varsayılana dön": every threshold back to the platform's. */
export async function resetAttentionRules(
  deps: AppDeps,
  actor: Actor,
  organisationId: string,
  commandId: string,
) {
  await handleOrganisationCommand(
    deps,
    organisationId,
    {
      type: 'ResetAttentionRules',
      data: { organisationId, changedBy: actor.userId, now: deps.now().toISOString() },
    },
    { commandId, actor },
  );
  return attentionRules(deps, organisationId);
}
