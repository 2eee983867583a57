import type { CatalogueNames, HomeworkDto, HomeworkReminderKind } from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../../db';
import type { HomeworkTable } from '../tables';
import { iso, isoOrNull } from './row-values';

export function toHomework(r: Selectable<HomeworkTable>, names: CatalogueNames, now: Date): HomeworkDto {
  const due = new Date(r.due_at);
  const status = r.status === 'DONE' ? 'DONE' : due.getTime() <= now.getTime() ? 'LATE' : 'ASSIGNED';
  return {
    homeworkId: r.homework_id,
    studentId: r.student_id,
    title: r.title,
    courseId: r.course_id,
    courseName: names.courseName(r.course_id),
    topicIds: r.topic_ids,
    targetQuestions: r.target_questions,
    targetMinutes: r.target_minutes,
    description: r.description,
    dueAt: due.toISOString(),
    status,
    completedAt: isoOrNull(r.completed_at),
    completedLate: r.completed_late,
    doneQuestions: r.done_questions,
    doneMinutes: r.done_minutes,
    completedByStudent: r.completed_by_student,
    remindersSent: r.reminders as HomeworkReminderKind[],
    assignedAt: iso(r.assigned_at),
  };
}

/**
 * A student's homework (cancelled left out): open ones first by due time, then done ones latest first.
 * LATE is judged against `now`, so it is exact to the second without any event.
 */
export async function homeworkQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
  now: Date,
  status?: HomeworkDto['status'],
): Promise<HomeworkDto[]> {
  let q = db
    .selectFrom('homework')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('status', '!=', 'CANCELLED');
  if (status === 'DONE') q = q.where('status', '=', 'DONE');
  if (status === 'ASSIGNED') q = q.where('status', '=', 'ASSIGNED').where('due_at', '>', now);
  if (status === 'LATE') q = q.where('status', '=', 'ASSIGNED').where('due_at', '<=', now);
  const rows = await q.orderBy('due_at').orderBy('homework_id').execute();
  const items = rows.map((r) => toHomework(r, names, now));
  const open = items.filter((h) => h.status !== 'DONE');
  const done = items.filter((h) => h.status === 'DONE').reverse();
  return [...open, ...done];
}

/** Open homework that may need a reminder by `now` (due within 24 h, or already due). */
export async function homeworkForRemindersQuery(db: ReadDb, now: Date) {
  const horizon = new Date(now.getTime() + 24 * 3_600_000);
  const rows = await db
    .selectFrom('homework')
    .select(['homework_id', 'student_id', 'due_at', 'assigned_at', 'reminders'])
    .where('status', '=', 'ASSIGNED')
    .where('due_at', '<=', horizon)
    .orderBy('due_at')
    .limit(5_000)
    .execute();
  return rows
    .filter((r) => !r.reminders.includes('OVERDUE'))
    .map((r) => ({
      homeworkId: r.homework_id,
      studentId: r.student_id,
      dueAt: iso(r.due_at),
      assignedAt: iso(r.assigned_at),
      reminders: r.reminders as HomeworkReminderKind[],
    }));
}

/** The parents linked to each of these students (homework reminders go to them too). */
export async function parentIdsOfStudentsQuery(db: ReadDb, studentIds: readonly string[]) {
  const byStudent = new Map<string, string[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await db
    .selectFrom('parent_students')
    .select(['student_id', 'parent_id'])
    .where('student_id', 'in', [...new Set(studentIds)])
    .orderBy('parent_id')
    .execute();
  for (const r of rows) byStudent.set(r.student_id, [...(byStudent.get(r.student_id) ?? []), r.parent_id]);
  return byStudent;
}

export async function homeworkItemQuery(
  db: ReadDb,
  homeworkId: string,
  names: CatalogueNames,
  now: Date,
): Promise<HomeworkDto | null> {
  const r = await db
    .selectFrom('homework')
    .selectAll()
    .where('homework_id', '=', homeworkId)
    .executeTakeFirst();
  return r ? toHomework(r, names, now) : null;
}
