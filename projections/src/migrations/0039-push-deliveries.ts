import { type Kysely, sql } from 'kysely';

/**
 * The web push outbox: one row per notification and device (subscription endpoint). Not a projection:
 * like `push_subscriptions` it is written by the push dispatcher, and a rebuild of the notifications read
 * model leaves it alone, so a re-emitted notification finds its row and is not pushed again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_deliveries')
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('notification_created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_status', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_deliveries_pk', ['notification_id', 'endpoint'])
    .execute();
  await db.schema
    .createIndex('push_deliveries_due')
    .on('push_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
}
