import type { Kysely } from 'kysely';

/**
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mock_exams')
    .dropColumn('publisher')
    .dropColumn('standing_rank')
    .dropColumn('standing_percentile')
    .dropColumn('participants')
    .execute();
}
