import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface InvitationsTable {
  id: string;
  organisation_id: string;
  role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT';
  email: string | null;
  student_id: string | null;
  invited_by: string;
  advisor_id: string | null;
  coach_student_limit: number | null;
  /** SENT until accepted, declined or revoked; an expired SENT row is reported as EXPIRED. */
  status: 'SENT' | 'ACCEPTED' | 'DECLINED' | 'REVOKED';
  accepted_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  closed_at: Timestamp | null;
}

/** Only hashes: the link token and the pairing code are shown once and never stored. */
export interface InvitationTokensTable {
  invitation_id: string;
  link_hash: string;
  code_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** The command that used it: only its own retry may take it again. */
  taken_by: string | null;
}

export interface StudentAccountsTable {
  account_id: string;
  student_id: string;
}

/**
 * The `invitations` projector's tables (`invitations`, `student_accounts`), and the link and code hashes
 * the invitation service in services/api keeps beside them (never in the log, so no rebuild touches them).
 */
export interface InvitationTables {
  invitations: InvitationsTable;
  invitation_tokens: InvitationTokensTable;
  student_accounts: StudentAccountsTable;
}
