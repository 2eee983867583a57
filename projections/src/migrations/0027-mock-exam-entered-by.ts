import type { Kysely } from 'kysely';

/**
 * Who entered a deneme (projector `student-record`, table mock_exams): the account that recorded it, whether
 * that was the student in the student app („öğrenci girdi"), and when the coaching team last corrected it.
 * Existing rows were entered by the team (the student app had no deneme entry before this).
 * single_subject: a branş denemesi, kept out of the total-net trend and its attention reason.
 * Subject splits need no column: they live inside each test of the `tests` jsonb.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mock_exams')
    .addColumn('recorded_by', 'text')
    .addColumn('entered_by_student', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('corrected_at', 'timestamptz')
    .addColumn('single_subject', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mock_exams')
    .dropColumn('recorded_by')
    .dropColumn('entered_by_student')
    .dropColumn('corrected_at')
    .dropColumn('single_subject')
    .execute();
}
