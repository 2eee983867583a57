import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('priority_rank', 'smallint', (c) => c.notNull())
    .addColumn('page_context', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('coach_reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('stream_version', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notes_coach_order')
    .on('notes')
    .columns(['coach_id', 'priority_rank', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('notes_coach_student')
    .on('notes')
    .columns(['coach_id', 'student_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('notes_advisor')
    .on('notes')
    .columns(['advisor_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notes').execute();
  await db.schema.dropTable('projection_checkpoints').execute();
}
