import type { Kysely } from 'kysely';

/**
 * The students' focus log (projector `focus-log`): one row per logged focus block, read per student and day
 * range (a week of the record's weekly program).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('focus_blocks')
    .addColumn('block_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'text')
    .addColumn('topic_id', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('focus_blocks_student_day')
    .on('focus_blocks')
    .columns(['student_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('focus_blocks').execute();
}
