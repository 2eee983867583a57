import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  is_read: boolean;
  read_at: Timestamp | null;
  created_at: Timestamp;
  /** Log position of the event that raised it: orders a user's notifications, the tRPC tracked id. */
  position: string;
}

export interface NotificationSubjectsTable {
  id: string;
  name: string;
}

export interface NotificationNotesTable {
  note_id: string;
  advisor_id: string;
  coach_id: string;
  student_id: string;
}

/** The notifications projector's own copy of which account a student record has. */
export interface NotificationStudentAccountsTable {
  student_id: string;
  account_id: string;
}

/** The `notifications` projector's tables: the feed, and its own copies of the names and links it needs. */
export interface NotificationTables {
  notifications: NotificationsTable;
  notification_subjects: NotificationSubjectsTable;
  notification_notes: NotificationNotesTable;
  notification_student_accounts: NotificationStudentAccountsTable;
}
