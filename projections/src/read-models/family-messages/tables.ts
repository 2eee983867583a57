import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A message of a student's family thread (stream `student-thread-{studentId}`). */
export interface FamilyMessagesTable {
  id: string;
  student_id: string;
  coach_id: string;
  sender_type: 'COACH' | 'PARENT';
  sender_id: string;
  content: string;
  created_at: Timestamp;
  /** Log position of FamilyMessageSent: the thread's order and what read marks compare with. */
  position: string;
}

export interface FamilyThreadReadsTable {
  student_id: string;
  reader_id: string;
  read_through_position: string;
  read_at: Timestamp;
}

export interface FamilyMessagingSettingsTable {
  coach_id: string;
  allow_parent_messages: boolean;
  updated_at: Timestamp;
}

/** The `family-messages` projector's tables. */
export interface FamilyThreadTables {
  family_messages: FamilyMessagesTable;
  family_thread_reads: FamilyThreadReadsTable;
  family_messaging_settings: FamilyMessagingSettingsTable;
}
