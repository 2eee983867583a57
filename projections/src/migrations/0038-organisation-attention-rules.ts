import type { Kysely } from 'kysely';

/**
 * An organisation's own attention-queue thresholds (projector `directory`, event
 * `OrganisationAttentionRulesChanged`): only the values it changed, null for those that follow the
 * platform's `ATTENTION_RULES`. No row: every value is the platform's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisation_attention_rules')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey())
    .addColumn('plan_completion_percent', 'integer')
    .addColumn('inactivity_days', 'integer')
    .addColumn('no_mock_exam_days', 'integer')
    .addColumn('session_close_hours', 'integer')
    .addColumn('net_fall_sensitivity', 'text')
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organisation_attention_rules').execute();
}
