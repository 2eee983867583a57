import type { Kysely } from 'kysely';

/**
 * Deneme depth and the exam countdown (projector `student-record`).
 *
 * A deneme's publisher and the Türkiye-geneli standing its publisher announced (projector `student-record`,
 * table mock_exams): rank for YKS, percentile (yüzdelik dilim) for LGS, and how many sat it. All optional;
 * rows projected before them stay null, which is what their events say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mock_exams')
    .addColumn('publisher', 'text')
    .addColumn('standing_rank', 'integer')
    .addColumn('standing_percentile', 'double precision')
    .addColumn('participants', 'integer')
    .execute();
  // The exam days an admin set, one per exam and year (the countdown reads the next one).
  await db.schema
    .createTable('exam_dates')
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_dates_pk', ['family', 'year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_dates').execute();
  await db.schema
    .alterTable('mock_exams')
    .dropColumn('publisher')
    .dropColumn('standing_rank')
    .dropColumn('standing_percentile')
    .dropColumn('participants')
    .execute();
}
