import type { Kysely } from 'kysely';

/**
 * Calls a coach hosts with her student (projector `video-calls`): such a call has no advisor, says who hosts
 * it and may name the coaching session it was started from. A call may invite several parents, so a
 * participant row is keyed by the person too, not by the slot alone. Existing calls are advisor-hosted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('video_calls')
    .alterColumn('advisor_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('video_calls')
    .addColumn('host_type', 'text', (c) => c.notNull().defaultTo('ADVISOR'))
    .addColumn('coaching_session_id', 'text')
    .execute();
  await db.schema
    .alterTable('video_call_participants')
    .dropConstraint('video_call_participants_pk')
    .execute();
  await db.schema
    .alterTable('video_call_participants')
    .addPrimaryKeyConstraint('video_call_participants_pk', ['call_id', 'participant_type', 'participant_id'])
    .execute();
  // A student's or parent's incoming calls are found by the person.
  await db.schema
    .createIndex('video_call_participants_person')
    .on('video_call_participants')
    .columns(['participant_id', 'participant_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('video_call_participants_person').execute();
  await db.schema
    .alterTable('video_call_participants')
    .dropConstraint('video_call_participants_pk')
    .execute();
  await db.schema
    .alterTable('video_call_participants')
    .addPrimaryKeyConstraint('video_call_participants_pk', ['call_id', 'participant_type'])
    .execute();
  await db.schema
    .alterTable('video_calls')
    .dropColumn('host_type')
    .dropColumn('coaching_session_id')
    .execute();
}
