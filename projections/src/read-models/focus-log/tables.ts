import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One logged focus block (projector `focus-log`); the staff's day totals are summed from these rows. */
export interface FocusBlocksTable {
  block_id: string;
  student_id: string;
  /** The Istanbul calendar day the block started on, YYYY-MM-DD. */
  day: string;
  minutes: number;
  course_id: string | null;
  topic_id: string | null;
  started_at: Timestamp;
  ended_at: Timestamp;
}

/** The `focus-log` projector's table. */
export interface FocusTables {
  focus_blocks: FocusBlocksTable;
}
