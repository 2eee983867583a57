import { type Kysely, sql } from 'kysely';

/**
 * E-mail and password recovery.
 *
 * - `mail_outbox`: one row per queued e-mail, made from its `EmailQueued` event by the `mail-outbox`
 *   projector (exactly once: in the transaction that moves its checkpoint) and worked by the mail worker,
 *   which claims a row before sending it. Delivery state (attempts, next try, claim) is the worker's.
 * - `mail_secrets`: the one-time link of a mail (a reset token) until the mail is delivered: never in the
 *   log. Written with the reset token, before the mail is queued; deleted once the mail is sent or given up.
 * - `mailbox`: the embedded mailbox, where mail goes without SMTP_URL (the admin reads it).
 * - `password_reset_tokens`: like sessions, only the SHA-256 of a token; single use by one UPDATE.
 * - `accounts.must_change_password`: an admin gave a temporary password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('has_secret_link', 'boolean', (c) => c.notNull())
    .addColumn('account_id', 'text')
    .addColumn('caused_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('mail_secrets')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mailbox')
    .addColumn('message_id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mailbox_received').on('mailbox').columns(['received_at']).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_account')
    .on('password_reset_tokens')
    .columns(['account_id'])
    .execute();

  await db.schema
    .alterTable('accounts')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('must_change_password').execute();
  for (const t of ['password_reset_tokens', 'mailbox', 'mail_secrets', 'mail_outbox'])
    await db.schema.dropTable(t).execute();
}
