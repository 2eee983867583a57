import type { Kysely } from 'kysely';

/**
 * E-mail verification and the parents' mail preferences.
 *
 * - `accounts.email_verified`: the owner opened a verification link; accounts from before (and those an
 *   admin or the seed made) count as verified, hence the default.
 * - `accounts.weekly_summary_mail`: a parent receives the weekly summary e-mail unless they opted out.
 * - `email_verification_tokens`: like reset links, only the SHA-256 of a token; single use by one UPDATE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('weekly_summary_mail', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_account')
    .on('email_verification_tokens')
    .columns(['account_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.alterTable('accounts').dropColumn('weekly_summary_mail').execute();
  await db.schema.alterTable('accounts').dropColumn('email_verified').execute();
}
