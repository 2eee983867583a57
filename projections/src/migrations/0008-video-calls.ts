import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per call: the call history, video logs, active calls and the coach calendar read it.
  await db.schema
    .createTable('video_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text')
    .addColumn('student_id', 'text')
    .addColumn('participant_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .addColumn('ended_by', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_change_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stream_version', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['advisor_id', 'coach_id', 'student_id'] as const)
    await db.schema
      .createIndex(`video_calls_${column}`)
      .on('video_calls')
      .columns([column, 'started_at'])
      .execute();
  // The scheduler looks for calls that are not over yet.
  await db.schema
    .createIndex('video_calls_status')
    .on('video_calls')
    .columns(['status', 'started_at'])
    .execute();

  await db.schema
    .createTable('video_call_participants')
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('participant_type', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz')
    .addColumn('left_at', 'timestamptz')
    .addPrimaryKeyConstraint('video_call_participants_pk', ['call_id', 'participant_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_call_participants').execute();
  await db.schema.dropTable('video_calls').execute();
}
