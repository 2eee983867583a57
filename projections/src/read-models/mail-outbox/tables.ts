import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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

/**
 * The outbox the `mail-outbox` projector fills (it truncates none of it on a rebuild: see the projector),
 * and what the mail worker in services/api keeps beside it: the one-time links waiting for their mail and
 * the embedded mailbox.
 */
export interface MailTables {
  mail_outbox: MailOutboxTable;
  mail_secrets: MailSecretsTable;
  mailbox: MailboxTable;
}
