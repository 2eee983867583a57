import type { Kysely } from 'kysely';

/** Read models of the student record: every table the `student-record` projector owns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = 'timestamptz' as const;
  await db.schema
    .createTable('plan_blocks')
    .addColumn('block_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('start_at', ts, (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('topic_id', 'text')
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('target_questions', 'integer')
    .addColumn('target_minutes', 'integer')
    .addColumn('done_questions', 'integer')
    .addColumn('done_minutes', 'integer')
    .addColumn('completion', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('planned_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plan_blocks_student_week')
    .on('plan_blocks')
    .columns(['student_id', 'week'])
    .execute();

  await db.schema
    .createTable('plan_day_progress')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('blocks', 'integer', (c) => c.notNull())
    .addColumn('completion_sum', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_day_progress_pk', ['student_id', 'week', 'day'])
    .execute();
  await db.schema
    .createIndex('plan_day_progress_week')
    .on('plan_day_progress')
    .columns(['week', 'student_id'])
    .execute();

  await db.schema
    .createTable('plan_templates')
    .addColumn('template_id', 'text', (c) => c.primaryKey())
    .addColumn('coach_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('blocks', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_templates_coach').on('plan_templates').columns(['coach_id']).execute();

  await db.schema
    .createTable('goal_programs')
    .addColumn('student_id', 'text', (c) => c.primaryKey())
    .addColumn('exam_family', 'text', (c) => c.notNull())
    .addColumn('score_type', 'text')
    .addColumn('target', 'jsonb', (c) => c.notNull())
    .addColumn('target_nets', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('goal_milestones')
    .addColumn('milestone_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('completed_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goal_milestones_student')
    .on('goal_milestones')
    .columns(['student_id', 'due_date'])
    .execute();

  await db.schema
    .createTable('coaching_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('agenda', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_at', ts, (c) => c.notNull())
    .addColumn('end_at', ts, (c) => c.notNull())
    .addColumn('report', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('closed_at', ts)
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coaching_sessions_coach')
    .on('coaching_sessions')
    .columns(['coach_id', 'start_at'])
    .execute();
  await db.schema
    .createIndex('coaching_sessions_student')
    .on('coaching_sessions')
    .columns(['student_id', 'start_at'])
    .execute();

  await db.schema
    .createTable('mock_exams')
    .addColumn('exam_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('exam_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('taken_on', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer')
    .addColumn('tests', 'jsonb', (c) => c.notNull())
    .addColumn('total_net', 'double precision', (c) => c.notNull())
    .addColumn('weighted_net', 'double precision')
    .addColumn('estimated_score', 'double precision')
    .addColumn('mistakes', 'jsonb', (c) => c.notNull())
    .addColumn('recorded_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mock_exams_student')
    .on('mock_exams')
    .columns(['student_id', 'exam_type', 'taken_on'])
    .execute();

  await db.schema
    .createTable('homework')
    .addColumn('homework_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('topic_ids', 'jsonb', (c) => c.notNull())
    .addColumn('target_questions', 'integer')
    .addColumn('target_minutes', 'integer')
    .addColumn('description', 'text')
    .addColumn('due_at', ts, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('completed_at', ts)
    .addColumn('completed_late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('done_questions', 'integer')
    .addColumn('done_minutes', 'integer')
    .addColumn('reminders', 'jsonb', (c) => c.notNull())
    .addColumn('assigned_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('homework_student').on('homework').columns(['student_id', 'due_at']).execute();
  // The reminder scheduler's scan: open homework by due time.
  await db.schema.createIndex('homework_open_due').on('homework').columns(['status', 'due_at']).execute();

  await db.schema
    .createTable('school_grades')
    .addColumn('grade_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('exam_no', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('taken_on', 'text')
    .addColumn('recorded_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_grades_student')
    .on('school_grades')
    .columns(['student_id', 'term'])
    .execute();

  await db.schema
    .createTable('study_resources')
    .addColumn('resource_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('added_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('study_resources_student')
    .on('study_resources')
    .columns(['student_id'])
    .execute();

  await db.schema
    .createTable('coach_notes')
    .addColumn('note_id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('coach_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coach_notes_student')
    .on('coach_notes')
    .columns(['student_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('weekly_summaries')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('parent_ids', 'jsonb', (c) => c.notNull())
    .addColumn('figures', 'jsonb', (c) => c.notNull())
    .addColumn('prepared_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_summaries_pk', ['student_id', 'week'])
    .execute();

  await db.schema
    .createTable('student_attention')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('since', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('student_attention_pk', ['student_id', 'reason', 'ref_id'])
    .execute();

  await db.schema
    .createTable('attention_timers')
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('fires_at', ts, (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('attention_timers_pk', ['student_id', 'reason', 'ref_id'])
    .execute();
  await db.schema
    .createIndex('attention_timers_fires')
    .on('attention_timers')
    .columns(['fires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'attention_timers',
    'student_attention',
    'weekly_summaries',
    'coach_notes',
    'study_resources',
    'school_grades',
    'homework',
    'mock_exams',
    'coaching_sessions',
    'goal_milestones',
    'goal_programs',
    'plan_templates',
    'plan_day_progress',
    'plan_blocks',
  ])
    await db.schema.dropTable(t).execute();
}
