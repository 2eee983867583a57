import type { Kysely } from 'kysely';

/** Konu takibi: one row per student and catalogue topic that was set by hand or raised by study. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('topic_progress')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('topic_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // HAND: the coaching team or the student chose it; AUTO: a done block or a finished homework raised it.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_by_student', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    // When it was last marked DONE: deneme mistakes entered after it suggest a review.
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('topic_progress_pk', ['student_id', 'topic_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('topic_progress').execute();
}
