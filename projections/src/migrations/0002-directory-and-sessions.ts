import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('package_id', 'text')
    .addColumn('package_name', 'text')
    .addColumn('student_limit', 'integer')
    .addColumn('student_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('advisor_id', 'text')
    .addColumn('title', 'text')
    .addColumn('department', 'text')
    .addColumn('specialization', 'text')
    .addColumn('coach_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_coach_limit', 'integer')
    .addColumn('consent_version', 'text')
    .addColumn('consent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_role_sort').on('accounts').columns(['role', 'sort_key']).execute();
  await db.schema.createIndex('accounts_advisor').on('accounts').columns(['advisor_id']).execute();

  await db.schema
    .createTable('students')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('class_level', 'text', (c) => c.notNull())
    .addColumn('exam_target', 'text', (c) => c.notNull())
    .addColumn('school', 'text')
    .addColumn('phone', 'text')
    .addColumn('advisor_id', 'text')
    .addColumn('coach_id', 'text')
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('students_advisor')
    .on('students')
    .columns(['advisor_id', 'sort_key'])
    .execute();
  await db.schema.createIndex('students_coach').on('students').columns(['coach_id', 'sort_key']).execute();

  await db.schema
    .createTable('parent_students')
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('parent_students_pk', ['parent_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('parent_students_student')
    .on('parent_students')
    .columns(['student_id'])
    .execute();

  // Sessions are not business data and not a projection: the auth module writes them directly. Only the
  // SHA-256 of a token is stored.
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').columns(['account_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['sessions', 'parent_students', 'students', 'accounts'])
    await db.schema.dropTable(t).execute();
}
