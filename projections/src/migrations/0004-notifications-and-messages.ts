import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Notifications of one user, ordered by the log position of the event that raised them: that position
  // is the tRPC tracked id, so a client resuming after position p asks for "position > p".
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addUniqueConstraint('notifications_user_position', ['user_id', 'position'])
    .execute();
  await db.schema.createIndex('notifications_position').on('notifications').column('position').execute();

  // What the notifications projector needs to word its messages, kept by itself so that it never
  // depends on how far another projector has got.
  await db.schema
    .createTable('notification_subjects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notification_notes')
    .addColumn('note_id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('advisor_id', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('participant_type', 'text', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('recipient_id', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation')
    .on('messages')
    .columns(['conversation_id', 'position'])
    .execute();
  await db.schema
    .createIndex('messages_advisor')
    .on('messages')
    .columns(['advisor_id', 'position'])
    .execute();
  await db.schema
    .createIndex('messages_participant')
    .on('messages')
    .columns(['participant_id', 'position'])
    .execute();
  await db.schema
    .createIndex('messages_recipient_unread')
    .on('messages')
    .columns(['recipient_id', 'is_read'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['messages', 'notification_notes', 'notification_subjects', 'notifications'])
    await db.schema.dropTable(t).execute();
}
