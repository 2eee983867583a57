import type { Kysely } from 'kysely';

/**
 * - `coaching_messages`, `coaching_thread_reads`: the student's thread with their coach (projector
 *   `coaching-messages`), like the family thread's tables.
 * - `notification_student_accounts`: which account a student record has, kept by the notifications
 *   projector itself so a rebuild does not depend on how far another projector has got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coaching_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coaching_messages_student')
    .on('coaching_messages')
    .columns(['student_id', 'position'])
    .execute();
  await db.schema
    .createTable('coaching_thread_reads')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('reader_id', 'text', (c) => c.notNull())
    .addColumn('read_through_position', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('coaching_thread_reads_pk', ['student_id', 'reader_id'])
    .execute();
  await db.schema
    .createTable('notification_student_accounts')
    .addColumn('student_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['notification_student_accounts', 'coaching_thread_reads', 'coaching_messages'])
    await db.schema.dropTable(t).execute();
}
