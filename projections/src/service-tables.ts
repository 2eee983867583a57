import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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

/**
 * Tables services/api writes itself, beside the read models: no projector fills them and a rebuild leaves
 * them as they are (sessions, command ids, web push, one-time tokens, the installation's secrets).
 */
export interface ServiceTables {
  sessions: SessionsTable;
  command_claims: CommandClaimsTable;
  installation_secrets: InstallationSecretsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
  web_push_keys: WebPushKeysTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
}
