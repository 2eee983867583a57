import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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

/** The `public-requests` projector's table: the admin's inbox. */
export interface PublicRequestsTables {
  public_requests: PublicRequestsTable;
}
