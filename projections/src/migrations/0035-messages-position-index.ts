import type { Kysely } from 'kysely';

/**
 * The messages live feed asks `max(position)` for every new subscriber and fetches `position > $1` on every
 * commit; no index of `messages` started with `position`, so each was a scan of the whole table. With this
 * one both are an index lookup (messages-position-index.test.ts shows the plan). `notifications` has its
 * own since 0004/0013.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('messages_position').on('messages').column('position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_position').execute();
}
