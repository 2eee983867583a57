import type {
  FamilyMessageDto,
  FamilySenderType,
  FamilyThreadDto,
  FamilyThreadSummaryDto,
} from '@pusula/contracts';
import type { ReadDb } from '../../db';
import {
  coachThreadSummariesQuery,
  lastThreadMessageIdQuery,
  THREAD_MESSAGE_LIMIT,
  type ThreadTables,
  threadMessageByIdQuery,
  threadQuery,
} from '../thread-messages/queries';

/** How many messages of a thread are shown (the newest ones). */
export const FAMILY_THREAD_LIMIT = THREAD_MESSAGE_LIMIT;

const familyThread: ThreadTables<'PARENT'> = {
  messages: 'family_messages',
  reads: 'family_thread_reads',
  otherSide: 'PARENT',
  otherSideName: 'Veli',
};

export async function allowsParentMessagesQuery(db: ReadDb, coachId: string): Promise<boolean> {
  const row = await db
    .selectFrom('family_messaging_settings')
    .select('allow_parent_messages')
    .where('coach_id', '=', coachId)
    .executeTakeFirst();
  return row?.allow_parent_messages ?? false;
}

export async function familyMessageByIdQuery(db: ReadDb, id: string): Promise<FamilyMessageDto | undefined> {
  return threadMessageByIdQuery(db, familyThread, id);
}

/** The newest message of a student's family thread (what "mark all read" reads through). */
export async function lastFamilyMessageIdQuery(db: ReadDb, studentId: string): Promise<string | undefined> {
  return lastThreadMessageIdQuery(db, familyThread, studentId);
}

/**
 * A student's family thread as one reader sees it, oldest first (the newest FAMILY_THREAD_LIMIT), with the
 * number of the other side's messages after the reader's read mark, and whether the coach takes parents'
 * messages.
 */
export async function familyThreadQuery(
  db: ReadDb,
  args: { studentId: string; readerId: string; readerType: FamilySenderType },
): Promise<FamilyThreadDto | null> {
  const thread = await threadQuery(db, familyThread, args);
  if (!thread) return null;
  const allowParentMessages = thread.coach ? await allowsParentMessagesQuery(db, thread.coach.id) : false;
  const { messages, unreadCount, ...about } = thread;
  // The same key order as always: the thread's header, then the setting, then the messages.
  return { ...about, allowParentMessages, messages, unreadCount };
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
  return coachThreadSummariesQuery(db, familyThread, coachId, students);
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
