import { type Kysely, sql } from 'kysely';

/**
 * Command ids a client sent, with who sent them and a fingerprint of what they asked: a retry is recognised
 * only when the same caller sends the same command, and an id seen with another caller or another payload
 * is refused. Not business data and not a projection: the command path writes it directly, like sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('command_claims')
    .addColumn('command_id', 'uuid', (c) => c.primaryKey())
    .addColumn('caller', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('command_claims_claimed_at')
    .on('command_claims')
    .column('claimed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('command_claims').execute();
}
