import type {
  CoachingMessageDto,
  CoachingSenderType,
  CoachingThreadDto,
  CoachingThreadSummaryDto,
} from '@pusula/contracts';
import type { ReadDb } from '../db';
import { fullName, threadSummaries } from './thread-list';

/** How many messages of a thread are shown (the newest ones). */
export const COACHING_THREAD_LIMIT = 200;

function messagesWithNames(db: ReadDb) {
  return db
    .selectFrom('coaching_messages as m')
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

function toDto(row: MessageRow): CoachingMessageDto {
  return {
    id: row.id,
    studentId: row.student_id,
    coachId: row.coach_id,
    senderType: row.sender_type,
    senderId: row.sender_id,
    senderName: fullName(row.first_name, row.last_name) || (row.sender_type === 'COACH' ? 'Koç' : 'Öğrenci'),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function coachingMessageByIdQuery(
  db: ReadDb,
  id: string,
): Promise<CoachingMessageDto | undefined> {
  const row = await messagesWithNames(db).where('m.id', '=', id).executeTakeFirst();
  return row ? toDto(row) : undefined;
}

/** The newest message of a student's coaching thread (what "mark all read" reads through). */
export async function lastCoachingMessageIdQuery(db: ReadDb, studentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('coaching_messages')
    .select('id')
    .where('student_id', '=', studentId)
    .orderBy('position', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * A student's coaching thread as one reader sees it, oldest first (the newest COACHING_THREAD_LIMIT), with
 * the number of the other side's messages after the reader's read mark.
 */
export async function coachingThreadQuery(
  db: ReadDb,
  args: { studentId: string; readerId: string; readerType: CoachingSenderType },
): Promise<CoachingThreadDto | null> {
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
    messagesWithNames(db)
      .where('m.student_id', '=', args.studentId)
      .orderBy('m.position', 'desc')
      .limit(COACHING_THREAD_LIMIT)
      .execute(),
    db
      .selectFrom('coaching_thread_reads')
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
    messages: rows.reverse().map(toDto),
    unreadCount,
  };
}

/**
 * The coach's student threads: each current student of theirs who has an account (someone to write with)
 * or a thread already, with its last message and the student's messages the coach has not read; newest
 * activity first, then the rest by Turkish name order.
 */
export async function coachCoachingThreadsQuery(
  db: ReadDb,
  coachId: string,
): Promise<CoachingThreadSummaryDto[]> {
  const students = await db
    .selectFrom('students as s')
    .select(['s.id', 's.first_name', 's.last_name', 's.sort_key'])
    .where('s.coach_id', '=', coachId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('student_accounts as sa')
            .select('sa.account_id')
            .whereRef('sa.student_id', '=', 's.id'),
        ),
        eb.exists(
          eb.selectFrom('coaching_messages as cm').select('cm.id').whereRef('cm.student_id', '=', 's.id'),
        ),
      ]),
    )
    .execute();
  if (students.length === 0) return [];
  const ids = students.map((s) => s.id);
  const [last, unread] = await Promise.all([
    messagesWithNames(db)
      .distinctOn('m.student_id')
      .where('m.student_id', 'in', ids)
      .orderBy('m.student_id')
      .orderBy('m.position', 'desc')
      .execute(),
    db
      .selectFrom('coaching_messages as m')
      .leftJoin('coaching_thread_reads as r', (j) =>
        j.onRef('r.student_id', '=', 'm.student_id').on('r.reader_id', '=', coachId),
      )
      .select(['m.student_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('m.student_id', 'in', ids)
      .where('m.sender_type', '=', 'STUDENT')
      .where((eb) =>
        eb.or([
          eb('r.read_through_position', 'is', null),
          eb('m.position', '>', eb.ref('r.read_through_position')),
        ]),
      )
      .groupBy('m.student_id')
      .execute(),
  ]);
  return threadSummaries(students, last, unread, toDto);
}
