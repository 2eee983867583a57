import { type AdvisorNoteDto, foldForSearch, type NotePriority } from '@pusula/contracts';
import type { ReadDb } from '../../db';
import { escapeLike } from '../directory/queries';
import { toNoteDto } from './queries';

export const NOTE_SORT_FIELDS = ['priority', 'createdAt', 'isRead', 'repliedAt'] as const;
export type NoteSortField = (typeof NOTE_SORT_FIELDS)[number];

/** Whose notes: the route's scope. The unread count is counted over the scope, before the filters. */
export interface NoteScope {
  coachId?: string;
  advisorId?: string;
  studentId?: string;
}

export interface NoteFilter {
  priority?: NotePriority;
  isRead?: boolean;
  studentId?: string;
  coachId?: string;
  pageContext?: string;
  search?: string;
  /** Absent: the coach's order, priority (HIGH, MEDIUM, NORMAL) then newest. */
  sortBy?: NoteSortField;
  sortOrder?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export interface NotePage {
  notes: AdvisorNoteDto[];
  total: number;
  page: number;
  limit: number;
  unreadCount: number;
}

export async function listNotesQuery(db: ReadDb, scope: NoteScope, filter: NoteFilter): Promise<NotePage> {
  let base = db.selectFrom('notes');
  if (scope.coachId) base = base.where('coach_id', '=', scope.coachId);
  if (scope.advisorId) base = base.where('advisor_id', '=', scope.advisorId);
  if (scope.studentId) base = base.where('student_id', '=', scope.studentId);

  let query = base;
  if (filter.priority) query = query.where('priority', '=', filter.priority);
  if (filter.isRead !== undefined) query = query.where('is_read', '=', filter.isRead);
  if (filter.studentId) query = query.where('student_id', '=', filter.studentId);
  if (filter.coachId) query = query.where('coach_id', '=', filter.coachId);
  if (filter.pageContext) query = query.where('page_context', '=', filter.pageContext);
  const folded = filter.search ? foldForSearch(filter.search) : '';
  if (folded) query = query.where('search_text', 'like', `%${escapeLike(folded)}%`);

  const order = filter.sortOrder ?? 'desc';
  // "desc" on priority means the most urgent first, i.e. the lowest rank.
  const flip = (o: 'asc' | 'desc') => (o === 'asc' ? 'desc' : 'asc');
  let page = query.selectAll();
  switch (filter.sortBy) {
    case undefined:
      page = page.orderBy('priority_rank', 'asc').orderBy('created_at', 'desc');
      break;
    case 'priority':
      page = page.orderBy('priority_rank', flip(order)).orderBy('created_at', 'desc');
      break;
    case 'createdAt':
      page = page.orderBy('created_at', order);
      break;
    case 'isRead':
      page = page.orderBy('is_read', order).orderBy('created_at', 'desc');
      break;
    case 'repliedAt':
      page = page
        .orderBy('replied_at', (ob) => (order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast()))
        .orderBy('created_at', 'desc');
      break;
  }
  const [rows, total, unread] = await Promise.all([
    page
      .orderBy('id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .where('is_read', '=', false)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    notes: rows.map(toNoteDto),
    total: Number(total.n),
    page: filter.page,
    limit: filter.limit,
    unreadCount: Number(unread.n),
  };
}

/** The newest notes with their coach's and student's names, for the admin to pick one's audit timeline. */
export async function recentNotesQuery(db: ReadDb, limit: number) {
  const rows = await db
    .selectFrom('notes')
    .innerJoin('accounts as coach', 'coach.id', 'notes.coach_id')
    .innerJoin('students', 'students.id', 'notes.student_id')
    .select([
      'notes.id',
      'notes.content',
      'notes.priority',
      'notes.created_at',
      'coach.first_name as coach_first_name',
      'coach.last_name as coach_last_name',
      'students.first_name as student_first_name',
      'students.last_name as student_last_name',
    ])
    .orderBy('notes.created_at', 'desc')
    .orderBy('notes.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    priority: r.priority,
    coachName: `${r.coach_first_name} ${r.coach_last_name}`,
    studentName: `${r.student_first_name} ${r.student_last_name}`,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Per student, the advisor notes this coach has not read yet (students without any are absent). */
export async function unreadNotesByStudentQuery(db: ReadDb, coachId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('notes')
    .select(['student_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('coach_id', '=', coachId)
    .where('is_read', '=', false)
    .groupBy('student_id')
    .execute();
  return new Map(rows.map((r) => [r.student_id, Number(r.n)]));
}
