import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A video call (projected from its stream `video-call-{id}`). */
export interface VideoCallsTable {
  id: string;
  /** Null when a coach hosts. */
  advisor_id: string | null;
  host_type: ColumnType<'ADVISOR' | 'COACH', 'ADVISOR' | 'COACH' | undefined, 'ADVISOR' | 'COACH'>;
  coaching_session_id: string | null;
  coach_id: string | null;
  student_id: string | null;
  participant_type: 'COACH' | 'STUDENT';
  status: 'RINGING' | 'ACTIVE' | 'ENDED';
  started_at: Timestamp;
  answered_at: Timestamp | null;
  ended_at: Timestamp | null;
  end_reason: string | null;
  ended_by: string | null;
  duration_seconds: number;
  last_change_at: Timestamp;
  /** Version of the call's stream last applied: makes every handler idempotent. */
  stream_version: ColumnType<string, string | bigint, string | bigint>;
}

export interface VideoCallParticipantsTable {
  call_id: string;
  participant_type: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT';
  /** Account id of the advisor, coach or parent; the student's id. */
  participant_id: string;
  status: string;
  joined_at: Timestamp | null;
  left_at: Timestamp | null;
}

/** The `video-calls` projector's tables. */
export interface VideoCallTables {
  video_calls: VideoCallsTable;
  video_call_participants: VideoCallParticipantsTable;
}
