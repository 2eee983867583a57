import type { ColumnType, Generated } from 'kysely';
import type { CoachingThreadTables } from './coaching-thread-schema';
import type { FamilyThreadTables } from './family-thread-schema';
import type { FocusTables } from './focus-schema';
import type { InvitationTables } from './invitation-schema';
import type { StudentRecordTables } from './student-record-schema';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ProjectionCheckpointsTable {
  name: string;
  /** Position of the last event applied; null before the first. */
  position: string | null;
  version: number;
  updated_at: Timestamp;
}

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

export interface AccountsTable {
  id: string;
  role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT' | 'ADMIN';
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string;
  is_active: boolean;
  package_id: string | null;
  package_name: string | null;
  student_limit: number | null;
  student_count: number;
  /** For a coach: the advisor whose roster holds them. */
  advisor_id: string | null;
  /** The organisation (kurum) of an advisor, coach or student account; null for parents and admins. */
  organisation_id: string | null;
  title: string | null;
  department: string | null;
  specialization: string | null;
  coach_count: number;
  max_coach_limit: number | null;
  /** The advisor's questionnaire answers. */
  profile_answers: ColumnType<Record<string, string | string[]> | null, string | null, string | null>;
  consent_version: string | null;
  consent_at: Timestamp | null;
  /** An admin gave a temporary password: nothing but the password change until it is changed. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  /** The owner opened a verification link (accounts the admin or the seed made count as verified). */
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** A parent receives the weekly summary e-mail (until they opt out). */
  weekly_summary_mail: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** `turkishSortKey` of the full name: PGlite sorts with the C collation only. */
  sort_key: string;
  search_text: string;
}

export interface StudentsTable {
  id: string;
  first_name: string;
  last_name: string;
  class_level: string;
  exam_target: string;
  school: string | null;
  phone: string | null;
  advisor_id: string | null;
  coach_id: string | null;
  /** The organisation the student record belongs to. */
  organisation_id: string | null;
  assigned_at: Timestamp | null;
  created_at: Timestamp;
  sort_key: string;
  search_text: string;
}

export interface OrganisationsTable {
  id: string;
  kind: 'COMPANY' | 'INDEPENDENT';
  name: string;
  founder_id: string;
  package_id: string | null;
  /** Null: no trial running (organisations from before trials, or an activated package). */
  trial_ends_at: Timestamp | null;
  created_at: Timestamp;
}

/** An organisation's attention thresholds: null where it follows the platform's (`ATTENTION_RULES`). */
export interface OrganisationAttentionRulesTable {
  organisation_id: string;
  plan_completion_percent: number | null;
  inactivity_days: number | null;
  no_mock_exam_days: number | null;
  session_close_hours: number | null;
  net_fall_sensitivity: 'HASSAS' | 'DENGELI' | 'TEMKINLI' | null;
  changed_by: string;
  changed_at: Timestamp;
}

export interface ParentStudentsTable {
  parent_id: string;
  student_id: string;
  linked_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  role: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface CommandClaimsTable {
  command_id: string;
  caller: string;
  fingerprint: string;
  claimed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InstallationSecretsTable {
  name: string;
  value: string;
}

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

export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  user_role: string;
  role_specific_id: string;
  p256dh: string;
  auth: string;
  session_hash: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The web push outbox (migration 0039): one delivery per notification and subscription endpoint. */
export interface PushDeliveriesTable {
  notification_id: string;
  endpoint: string;
  /** The push message's JSON, fixed when the delivery is queued. */
  payload: string;
  /** The notification's time: its push is worth sending until this plus the push TTL. */
  notification_created_at: Timestamp;
  /** SENDING: claimed by one dispatcher until `claimed_until`; one that died lets it be claimed again. */
  state: 'PENDING' | 'SENDING' | 'SENT' | 'GIVEN_UP';
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  /** The push service's last HTTP status; null before any answer or for a network error. */
  last_status: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WebPushKeysTable {
  id: string;
  public_key: string;
  private_key: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PublicRequestsTable {
  id: string;
  /** CONTACT, PASSWORD_RESET or ACCOUNT_DELETION. */
  kind: string;
  name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string | null;
  created_at: Timestamp;
}

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

/** A queued e-mail and its delivery (`mail-outbox` projector + the mail worker). */
export interface MailOutboxTable {
  message_id: string;
  to_address: string;
  template: string;
  subject: string;
  params: ColumnType<Record<string, string>, string, string>;
  has_secret_link: boolean;
  account_id: string | null;
  /** `streamId/eventId` of the event the mail follows from. */
  caused_by: string;
  status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';
  attempts: number;
  next_attempt_at: Timestamp;
  /** While SENDING: the claim's end; a worker that died lets the row be claimed again after it. */
  claimed_until: Timestamp | null;
  last_error: string | null;
  queued_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface MailSecretsTable {
  message_id: string;
  link: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The embedded mailbox: mail delivered without SMTP_URL. */
export interface MailboxTable {
  message_id: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  received_at: Timestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  request_id: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailVerificationTokensTable {
  token_hash: string;
  request_id: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ReadModels
  extends StudentRecordTables,
    FamilyThreadTables,
    CoachingThreadTables,
    InvitationTables,
    FocusTables {
  projection_checkpoints: ProjectionCheckpointsTable;
  notes: NotesTable;
  accounts: AccountsTable;
  students: StudentsTable;
  parent_students: ParentStudentsTable;
  organisations: OrganisationsTable;
  organisation_attention_rules: OrganisationAttentionRulesTable;
  sessions: SessionsTable;
  command_claims: CommandClaimsTable;
  installation_secrets: InstallationSecretsTable;
  public_requests: PublicRequestsTable;
  notifications: NotificationsTable;
  notification_subjects: NotificationSubjectsTable;
  notification_notes: NotificationNotesTable;
  messages: MessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  web_push_keys: WebPushKeysTable;
  video_calls: VideoCallsTable;
  video_call_participants: VideoCallParticipantsTable;
  mail_outbox: MailOutboxTable;
  mail_secrets: MailSecretsTable;
  mailbox: MailboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
}

export type { Generated };
