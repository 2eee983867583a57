import type { Kysely } from 'kysely';

/**
 * Random values made once per installation (per data directory or database), such as the salt of the demo
 * seed's command ids: nothing in the public source may predict them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('installation_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('installation_secrets').execute();
}
