import type { Kysely } from 'kysely';

/**
 * Invitations.
 *
 * - `invitations`: the read model of every invitation (projector `invitations`), for the lists of who
 *   sent them and the public invitation page.
 * - `invitation_tokens`: like reset links, only the SHA-256 of an invitation's link token and of its
 *   pairing code (students and parents); single use by one UPDATE. Written by the use case, never projected.
 * - `student_accounts`: which student record a STUDENT account belongs to (projector `invitations`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('student_id', 'text')
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('advisor_id', 'text')
    .addColumn('coach_student_limit', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('accepted_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invitations_advisor').on('invitations').columns(['advisor_id']).execute();
  await db.schema.createIndex('invitations_student').on('invitations').columns(['student_id']).execute();

  await db.schema
    .createTable('invitation_tokens')
    .addColumn('invitation_id', 'text', (c) => c.primaryKey())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('student_accounts')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_accounts_student')
    .on('student_accounts')
    .columns(['student_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['student_accounts', 'invitation_tokens', 'invitations'])
    await db.schema.dropTable(t).execute();
}
