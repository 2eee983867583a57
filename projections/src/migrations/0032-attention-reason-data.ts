import { type Kysely, sql } from 'kysely';

/**
 * What a stored attention reason is about, beyond its text: a falling-net reason keeps its series (exam type,
 * test, full or branş) and figures, so the queue names the test in the catalogue's words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('student_attention')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('student_attention').dropColumn('data').execute();
}
