import type { Kysely } from 'kysely';

/**
 * The live feed reads "notifications after (position, user_id)" in that order on every commit of the
 * notifications projector. The unique (user_id, position) constraint cannot serve that row comparison, and
 * the position-only index leaves a sort and a filter: this index answers it as a range scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('notifications_position_user')
    .on('notifications')
    .columns(['position', 'user_id'])
    .execute();
  // The new index covers every lookup the position-only one served.
  await db.schema.dropIndex('notifications_position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notifications_position').on('notifications').column('position').execute();
  await db.schema.dropIndex('notifications_position_user').execute();
}
