import type { Kysely } from 'kysely';

/**
 * `invitation_tokens.taken_by`: the (caller-scoped) command that used the link or code. Its own retry may
 * take the link again and finish what a failure in between left undone; anyone else finds it used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitation_tokens').addColumn('taken_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitation_tokens').dropColumn('taken_by').execute();
}
