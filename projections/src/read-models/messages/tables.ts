import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface MessagesTable {
  id: string;
  conversation_id: string;
  advisor_id: string;
  participant_id: string;
  participant_type: 'COACH' | 'STUDENT';
  sender_type: 'ADVISOR' | 'COACH' | 'STUDENT';
  sender_id: string;
  recipient_id: string | null;
  content: string;
  is_read: boolean;
  read_at: Timestamp | null;
  created_at: Timestamp;
  /** Log position of MessageSent: the order of a conversation and the tracked id of `messages.live`. */
  position: string;
}

/** The `messages` projector's table: the advisors' conversations with coaches and students. */
export interface MessagesTables {
  messages: MessagesTable;
}
