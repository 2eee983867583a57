import type { Kysely } from 'kysely';

/** Attention reasons the coaching team set aside ("Ertele"): hidden until `until` or until `since` moves. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attention_acknowledgements')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    // As the queue showed it (ISO text), compared for equality with the reason's since.
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .addColumn('acknowledged_by', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('attention_acknowledgements_pk', ['student_id', 'reason', 'ref_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attention_acknowledgements').execute();
}
