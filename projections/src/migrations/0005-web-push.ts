import { type Kysely, sql } from 'kysely';

/**
 * Browser push subscriptions and the server's VAPID key pair. Neither is business data nor a projection:
 * like sessions, they are device and server settings written directly (see services/api web-push).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_role', 'text', (c) => c.notNull())
    .addColumn('role_specific_id', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    /** The session that registered it: "unregister" (no body) removes that device's subscriptions. */
    .addColumn('session_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('web_push_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_push_keys').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
