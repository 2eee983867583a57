import type {
  FamilyMessageDto,
  FamilySenderType,
  FamilyThreadDto,
  FamilyThreadSummaryDto,
} from '@pusula/contracts';
import type { ReadDb } from '../db';
import { fullName, threadSummaries } from './thread-list';

/** How many messages of a thread are shown (the newest ones). */
export const FAMILY_THREAD_LIMIT = 200;

function messagesWithNames(db: ReadDb) {
  return db
    .selectFrom('family_messages as m')
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

function toDto(row: MessageRow): FamilyMessageDto {
  return {
    id: row.id,
    studentId: row.student_id,
    coachId: row.coach_id,
    senderType: row.sender_type,
    senderId: row.sender_id,
    senderName: fullName(row.first_name, row.last_name) || (row.sender_type === 'COACH' ? 'Koç' : 'Veli'),
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function allowsParentMessagesQuery(db: ReadDb, coachId: string): Promise<boolean> {
  const row = await db
    .selectFrom('family_messaging_settings')
    .select('allow_parent_messages')
    .where('coach_id', '=', coachId)
    .executeTakeFirst();
  return row?.allow_parent_messages ?? false;
}

export async function familyMessageByIdQuery(db: ReadDb, id: string): Promise<FamilyMessageDto | undefined> {
  const row = await messagesWithNames(db).where('m.id', '=', id).executeTakeFirst();
  return row ? toDto(row) : undefined;
}

/**
 * A student's family thread as one reader sees it, oldest first (the newest FAMILY_THREAD_LIMIT), with the
 * number of the other side's messages after the reader's read mark.
 */
export async function familyThreadQuery(
  db: ReadDb,
  args: { studentId: string; readerId: string; readerType: FamilySenderType },
): Promise<FamilyThreadDto | null> {
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
  const [rows, mark, allow] = await Promise.all([
    messagesWithNames(db)
      .where('m.student_id', '=', args.studentId)
      .orderBy('m.position', 'desc')
      .limit(FAMILY_THREAD_LIMIT)
      .execute(),
    db
      .selectFrom('family_thread_reads')
      .select('read_through_position')
      .where('student_id', '=', args.studentId)
      .where('reader_id', '=', args.readerId)
      .executeTakeFirst(),
    student.coach_id ? allowsParentMessagesQuery(db, student.coach_id) : Promise.resolve(false),
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
    allowParentMessages: allow,
    messages: rows.reverse().map(toDto),
    unreadCount,
  };
}

/**
 * The coach's conversation list: every student of theirs with the family thread's last message and the
 * parents' messages the coach has not read; newest activity first, then the rest by Turkish name order.
 */
export async function coachFamilyThreadsQuery(
  db: ReadDb,
  coachId: string,
): Promise<FamilyThreadSummaryDto[]> {
  const students = await db
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name', 'sort_key'])
    .where('coach_id', '=', coachId)
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
      .selectFrom('family_messages as m')
      .leftJoin('family_thread_reads as r', (j) =>
        j.onRef('r.student_id', '=', 'm.student_id').on('r.reader_id', '=', coachId),
      )
      .select(['m.student_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('m.student_id', 'in', ids)
      .where('m.sender_type', '=', 'PARENT')
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

/** The parents' unread coach messages per linked student (for the parent portal's badge). */
export async function parentFamilyUnreadQuery(db: ReadDb, parentId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('parent_students as ps')
    .innerJoin('family_messages as m', 'm.student_id', 'ps.student_id')
    .leftJoin('family_thread_reads as r', (j) =>
      j.onRef('r.student_id', '=', 'm.student_id').on('r.reader_id', '=', parentId),
    )
    .select(['m.student_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('ps.parent_id', '=', parentId)
    .where('m.sender_type', '=', 'COACH')
    .where((eb) =>
      eb.or([
        eb('r.read_through_position', 'is', null),
        eb('m.position', '>', eb.ref('r.read_through_position')),
      ]),
    )
    .groupBy('m.student_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.student_id, Number(r.n)]));
}
