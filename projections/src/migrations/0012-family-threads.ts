import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The student's family thread (coach ↔ linked parents), in log order per student.
  await db.schema
    .createTable('family_messages')
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
    .createIndex('family_messages_student')
    .on('family_messages')
    .columns(['student_id', 'position'])
    .execute();
  // Each reader's mark: everything of the other side up to this log position has been read.
  await db.schema
    .createTable('family_thread_reads')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('reader_id', 'text', (c) => c.notNull())
    .addColumn('read_through_position', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('family_thread_reads_pk', ['student_id', 'reader_id'])
    .execute();
  await db.schema
    .createTable('family_messaging_settings')
    .addColumn('coach_id', 'text', (c) => c.primaryKey())
    .addColumn('allow_parent_messages', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['family_messaging_settings', 'family_thread_reads', 'family_messages'])
    await db.schema.dropTable(t).execute();
}
