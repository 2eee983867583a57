import type { Kysely } from 'kysely';

/**
 * What the student entered themselves, so the coach's views can say „öğrenci girdi": a block's done count,
 * a homework's „bitirdim", and the moment of the student's last entry in the student app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('plan_blocks')
    .addColumn('entered_by_student', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('homework')
    .addColumn('completed_by_student', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('student_app_activity')
    .addColumn('student_id', 'text', (c) => c.primaryKey())
    .addColumn('last_entry_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_entry_kind', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('student_app_activity').execute();
  await db.schema.alterTable('homework').dropColumn('completed_by_student').execute();
  await db.schema.alterTable('plan_blocks').dropColumn('entered_by_student').execute();
}
