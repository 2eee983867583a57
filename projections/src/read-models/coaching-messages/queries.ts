import type {
  CoachingMessageDto,
  CoachingSenderType,
  CoachingThreadDto,
  CoachingThreadSummaryDto,
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
export const COACHING_THREAD_LIMIT = THREAD_MESSAGE_LIMIT;

const coachingThread: ThreadTables<'STUDENT'> = {
  messages: 'coaching_messages',
  reads: 'coaching_thread_reads',
  otherSide: 'STUDENT',
  otherSideName: 'Öğrenci',
};

export async function coachingMessageByIdQuery(
  db: ReadDb,
  id: string,
): Promise<CoachingMessageDto | undefined> {
  return threadMessageByIdQuery(db, coachingThread, id);
}

/** The newest message of a student's coaching thread (what "mark all read" reads through). */
export async function lastCoachingMessageIdQuery(db: ReadDb, studentId: string): Promise<string | undefined> {
  return lastThreadMessageIdQuery(db, coachingThread, studentId);
}

/**
 * A student's coaching thread as one reader sees it, oldest first (the newest COACHING_THREAD_LIMIT), with
 * the number of the other side's messages after the reader's read mark.
 */
export async function coachingThreadQuery(
  db: ReadDb,
  args: { studentId: string; readerId: string; readerType: CoachingSenderType },
): Promise<CoachingThreadDto | null> {
  return threadQuery(db, coachingThread, args);
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
  return coachThreadSummariesQuery(db, coachingThread, coachId, students);
}
