import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface NotesTable {
  id: string;
  advisor_id: string;
  coach_id: string;
  student_id: string;
  content: string;
  priority: 'NORMAL' | 'MEDIUM' | 'HIGH';
  /** 0 for HIGH, 1 for MEDIUM, 2 for NORMAL: the coach's default order. */
  priority_rank: number;
  page_context: string;
  is_read: boolean;
  read_at: Timestamp | null;
  coach_reply: string | null;
  replied_at: Timestamp | null;
  created_at: Timestamp;
  /** Content and reply folded for Turkish-aware search (PGlite has only the C collation). */
  search_text: string;
  /** Version of the note's stream last applied: makes every handler idempotent. */
  stream_version: ColumnType<string, string | bigint, string | bigint>;
}

/** The `notes` projector's table. */
export interface NotesTables {
  notes: NotesTable;
}
