import type { Kysely } from 'kysely';

/** Whether the coach shared a session's report with the parents; reports closed before the choice existed stay unshared. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('coaching_sessions')
    .addColumn('report_shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coaching_sessions').dropColumn('report_shared').execute();
}
