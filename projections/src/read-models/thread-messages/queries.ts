import type { ReadDb } from '../../db';
import { fullName, threadSummaries } from './summaries';

/**
 * The queries the coaching thread (coach ↔ student) and the family thread (coach ↔ parents) share. Both
 * read models have the same shape — messages ordered by log position, one read mark per reader — so one
 * implementation serves both; each thread names its tables, its non-coach side and how that side is called
 * when its account has no name.
 */
export interface ThreadTables<Side extends string> {
  messages: 'coaching_messages' | 'family_messages';
  reads: 'coaching_thread_reads' | 'family_thread_reads';
  /** Who writes with the coach in this thread. */
  otherSide: Side;
  /** Shown for a message whose sender's account has no name. */
  otherSideName: string;
}

/** How many messages of a thread are shown (the newest ones). */
export const THREAD_MESSAGE_LIMIT = 200;

export interface ThreadMessage<Side extends string> {
  id: string;
  studentId: string;
  coachId: string;
  senderType: 'COACH' | Side;
  senderId: string;
  senderName: string;
  content: string;
  createdAt: string;
}

/**
 * Both threads' tables have the same columns (only the sender types differ, which `toDto` narrows), so the
 * query builder is typed with the coaching thread's tables: a union of table names would give a union of
 * builders that cannot be called.
 */
const messagesTable = (t: ThreadTables<string>) => t.messages as 'coaching_messages';
const readsTable = (t: ThreadTables<string>) => t.reads as 'coaching_thread_reads';

function messagesWithNames(db: ReadDb, t: ThreadTables<string>) {
  return db
    .selectFrom(`${messagesTable(t)} as m`)
    .leftJoin('accounts as a', 'a.id', 'm.sender_id')
    .select([
      'm.id',
      'm.student_id',
      'm.coach_id',
      'm.sender_type',
      'm.sender_id',
      'm.content',
      'm.created_at',
      'm.position',
      'a.first_name',
      'a.last_name',
    ]);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithNames>['execute']>>[number];

function toDto<Side extends string>(t: ThreadTables<Side>, row: MessageRow): ThreadMessage<Side> {
  return {
    id: row.id,
    studentId: row.student_id,
    coachId: row.coach_id,
    // The table's column holds only this thread's two sides.
    senderType: row.sender_type as 'COACH' | Side,
    senderId: row.sender_id,
    senderName:
      fullName(row.first_name, row.last_name) || (row.sender_type === 'COACH' ? 'Koç' : t.otherSideName),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function threadMessageByIdQuery<Side extends string>(
  db: ReadDb,
  t: ThreadTables<Side>,
  id: string,
): Promise<ThreadMessage<Side> | undefined> {
  const row = await messagesWithNames(db, t).where('m.id', '=', id).executeTakeFirst();
  return row ? toDto(t, row) : undefined;
}

/** The newest message of a student's thread (what "mark all read" reads through). */
export async function lastThreadMessageIdQuery(
  db: ReadDb,
  t: ThreadTables<string>,
  studentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(messagesTable(t))
    .select('id')
    .where('student_id', '=', studentId)
    .orderBy('position', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * A student's thread as one reader sees it, oldest first (the newest THREAD_MESSAGE_LIMIT), with the number
 * of the other side's messages after the reader's read mark.
 */
export async function threadQuery<Side extends string>(
  db: ReadDb,
  t: ThreadTables<Side>,
  args: { studentId: string; readerId: string; readerType: 'COACH' | Side },
) {
  const student = await db
    .selectFrom('students as s')
    .leftJoin('accounts as c', 'c.id', 's.coach_id')
    .select([
      's.id',
      's.first_name',
      's.last_name',
      's.coach_id',
      'c.first_name as coach_first',
      'c.last_name as coach_last',
    ])
    .where('s.id', '=', args.studentId)
    .executeTakeFirst();
  if (!student) return null;
  const [rows, mark] = await Promise.all([
    messagesWithNames(db, t)
      .where('m.student_id', '=', args.studentId)
      .orderBy('m.position', 'desc')
      .limit(THREAD_MESSAGE_LIMIT)
      .execute(),
    db
      .selectFrom(readsTable(t))
      .select('read_through_position')
      .where('student_id', '=', args.studentId)
      .where('reader_id', '=', args.readerId)
      .executeTakeFirst(),
  ]);
  const readThrough = mark?.read_through_position ?? '';
  const unreadCount = rows.filter(
    (r) => r.sender_type !== args.readerType && r.position > readThrough,
  ).length;
  return {
    studentId: student.id,
    studentName: fullName(student.first_name, student.last_name),
    coach: student.coach_id
      ? { id: student.coach_id, name: fullName(student.coach_first, student.coach_last) }
      : null,
    messages: rows.reverse().map((r) => toDto(t, r)),
    unreadCount,
  };
}

/**
 * The coach's list over the given students: each with the thread's last message and the other side's
 * messages the coach has not read (ordered by `threadSummaries`).
 */
export async function coachThreadSummariesQuery<Side extends string>(
  db: ReadDb,
  t: ThreadTables<Side>,
  coachId: string,
  students: readonly { id: string; first_name: string; last_name: string; sort_key: string }[],
) {
  if (students.length === 0) return [];
  const ids = students.map((s) => s.id);
  const [last, unread] = await Promise.all([
    messagesWithNames(db, t)
      .distinctOn('m.student_id')
      .where('m.student_id', 'in', ids)
      .orderBy('m.student_id')
      .orderBy('m.position', 'desc')
      .execute(),
    db
      .selectFrom(`${messagesTable(t)} as m`)
      .leftJoin(`${readsTable(t)} as r`, (j) =>
        j.onRef('r.student_id', '=', 'm.student_id').on('r.reader_id', '=', coachId),
      )
      .select(['m.student_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('m.student_id', 'in', ids)
      .where('m.sender_type', '=', t.otherSide as never)
      .where((eb) =>
        eb.or([
          eb('r.read_through_position', 'is', null),
          eb('m.position', '>', eb.ref('r.read_through_position')),
        ]),
      )
      .groupBy('m.student_id')
      .execute(),
  ]);
  return threadSummaries(students, last, unread, (r) => toDto(t, r));
}
