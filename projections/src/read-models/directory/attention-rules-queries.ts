import {
  type AttentionRuleOverrides,
  type AttentionRuleValues,
  type AttentionThresholds,
  attentionRuleValuesOf,
  attentionThresholdsOf,
} from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../db';
import type { OrganisationAttentionRulesTable } from './tables';

type RulesRow = Selectable<OrganisationAttentionRulesTable>;

function overridesOf(row: RulesRow): AttentionRuleOverrides {
  const overrides: AttentionRuleOverrides = {};
  if (row.plan_completion_percent !== null) overrides.planCompletionPercent = row.plan_completion_percent;
  if (row.inactivity_days !== null) overrides.inactivityDays = row.inactivity_days;
  if (row.no_mock_exam_days !== null) overrides.noMockExamDays = row.no_mock_exam_days;
  if (row.session_close_hours !== null) overrides.sessionCloseHours = row.session_close_hours;
  if (row.net_fall_sensitivity !== null) overrides.netFallSensitivity = row.net_fall_sensitivity;
  return overrides;
}

/** One organisation's attention thresholds: its overrides over the platform's, and when they last changed. */
export async function organisationAttentionRulesQuery(
  db: ReadDb,
  organisationId: string,
): Promise<{ values: AttentionRuleValues; overrides: AttentionRuleOverrides; changedAt: string | null }> {
  const row = await db
    .selectFrom('organisation_attention_rules')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const overrides = row ? overridesOf(row) : {};
  return {
    values: attentionRuleValuesOf(overrides),
    overrides,
    changedAt: row ? new Date(row.changed_at).toISOString() : null,
  };
}

/** The thresholds of the organisations that changed any (the others use the platform's), by organisation. */
export async function attentionThresholdsByOrganisation(
  db: ReadDb,
  organisationIds: readonly string[],
): Promise<Map<string, AttentionThresholds>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organisation_attention_rules')
    .selectAll()
    .where('organisation_id', 'in', [...organisationIds])
    .execute();
  return new Map(
    rows.map((r) => [r.organisation_id, attentionThresholdsOf(attentionRuleValuesOf(overridesOf(r)))]),
  );
}
