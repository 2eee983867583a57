import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A message of a student's coaching thread (stream `coaching-thread-{studentId}`). */
export interface CoachingMessagesTable {
  id: string;
  student_id: string;
  /** The student's coach when it was written; who reads the thread now follows `students.coach_id`. */
  coach_id: string;
  sender_type: 'COACH' | 'STUDENT';
  sender_id: string;
  content: string;
  created_at: Timestamp;
  /** Log position of CoachingMessageSent: the thread's order and what read marks compare with. */
  position: string;
}

export interface CoachingThreadReadsTable {
  student_id: string;
  reader_id: string;
  read_through_position: string;
  read_at: Timestamp;
}

/** The `coaching-messages` projector's tables. */
export interface CoachingThreadTables {
  coaching_messages: CoachingMessagesTable;
  coaching_thread_reads: CoachingThreadReadsTable;
}
