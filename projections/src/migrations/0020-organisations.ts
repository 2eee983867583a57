import type { Kysely } from 'kysely';

/**
 * Organisations in the directory: the `organisations` table, and the organisation of every account and
 * student record (null for parents and admins, who belong to none). The directory projector's new version
 * refills them from the log, old events included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('founder_id', 'text', (c) => c.notNull())
    .addColumn('package_id', 'text')
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('accounts').addColumn('organisation_id', 'text').execute();
  await db.schema.alterTable('students').addColumn('organisation_id', 'text').execute();
  await db.schema
    .createIndex('accounts_organisation')
    .on('accounts')
    .columns(['organisation_id', 'role', 'sort_key'])
    .execute();
  await db.schema
    .createIndex('students_organisation')
    .on('students')
    .columns(['organisation_id', 'sort_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('students_organisation').execute();
  await db.schema.dropIndex('accounts_organisation').execute();
  await db.schema.alterTable('students').dropColumn('organisation_id').execute();
  await db.schema.alterTable('accounts').dropColumn('organisation_id').execute();
  await db.schema.dropTable('organisations').execute();
}
