import { randomBytes } from 'node:crypto';
import type { ReadDb, ReadModels } from '@pusula/projections';
import { type Insertable, type Selectable, sql } from 'kysely';
import { sha256 } from '../../auth/sessions';

/**
 * One-time links that go out by mail: the password reset, the e-mail verification and the invitation.
 * They share their mechanics, kept here once:
 * - the token is 256 random bits and only its SHA-256 is stored, so reading the database opens no link;
 * - the clear link waits for its mail in `mail_secrets` (keyed by the mail's message id) and is dropped
 *   once the mail is out or the link can no longer be used;
 * - the link is used up by one UPDATE ... WHERE used_at IS NULL, so of two parallel uses exactly one wins.
 * Each kind keeps its rows in its own table, named by a `LinkTable`.
 */

/**
 * Where a kind of link keeps its rows: the table, the column that names a row (a retried command finds
 * its row by it and makes no second link) and the column holding the token's hash.
 */
export interface LinkTable {
  table: 'password_reset_tokens' | 'email_verification_tokens' | 'invitation_tokens';
  key: 'request_id' | 'invitation_id';
  hash: 'token_hash' | 'link_hash';
}

export const PASSWORD_RESET_LINKS = {
  table: 'password_reset_tokens',
  key: 'request_id',
  hash: 'token_hash',
} as const satisfies LinkTable;

export const EMAIL_VERIFICATION_LINKS = {
  table: 'email_verification_tokens',
  key: 'request_id',
  hash: 'token_hash',
} as const satisfies LinkTable;

export const INVITATION_LINKS = {
  table: 'invitation_tokens',
  key: 'invitation_id',
  hash: 'link_hash',
} as const satisfies LinkTable;

/** The links that belong to an account (an invitation belongs to no account until it is accepted). */
type AccountLinkTable = typeof PASSWORD_RESET_LINKS | typeof EMAIL_VERIFICATION_LINKS;

type LinkRows = { [T in LinkTable['table']]: Selectable<ReadModels[T]> };
/** Every link's row has these (spelled out: TypeScript does not see them through a generic table). */
type RowOf<L extends LinkTable> = LinkRows[L['table']] & { expires_at: Date; used_at: Date | null };
/** A kind's own columns, besides the ones every link has (an account's id; an invitation's code hash). */
type OwnColumns<L extends LinkTable> = Omit<
  Insertable<ReadModels[L['table']]>,
  L['key'] | L['hash'] | 'created_at' | 'expires_at' | 'used_at'
>;

/**
 * Makes a link: a fresh token whose hash is stored under `key`, and the clear link in `mail_secrets` for
 * the mail `messageId` (none when no mail carries it), both in one transaction. When the row is there
 * already (a retry of the same command), nothing is written and `made` is false: the earlier link stands
 * and its token is not known any more.
 */
export async function issueOneTimeLink<L extends LinkTable>(
  db: ReadDb,
  links: L,
  input: {
    key: string;
    columns: OwnColumns<L>;
    now: Date;
    expiresAt: Date;
    /** The clear link for a token: only ever stored in `mail_secrets`. */
    link: (token: string) => string;
    messageId: string | null;
  },
): Promise<{ made: boolean }> {
  const token = randomBytes(32).toString('base64url');
  const row = {
    ...input.columns,
    [links.key]: input.key,
    [links.hash]: sha256(token),
    created_at: input.now,
    expires_at: input.expiresAt,
  };
  const columns = Object.keys(row);
  return db.transaction().execute(async (trx) => {
    const made = await sql`
      INSERT INTO ${sql.table(links.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      VALUES (${sql.join(Object.values(row))})
      ON CONFLICT (${sql.ref(links.key)}) DO NOTHING
      RETURNING 1`.execute(trx);
    if (made.rows.length === 0) return { made: false };
    if (input.messageId !== null)
      await trx
        .insertInto('mail_secrets')
        .values({ message_id: input.messageId, link: input.link(token), created_at: input.now })
        .onConflict((oc) => oc.column('message_id').doNothing())
        .execute();
    return { made: true };
  });
}

/** A link looked up by its token: unknown, or its row and where it stands at the time asked. */
export type FoundLink<Row> =
  | { status: 'INVALID'; row: undefined }
  | { status: 'VALID' | 'USED' | 'EXPIRED'; row: Row };

/**
 * Looks a link up by the hash of what its holder gives (`column`: another secret kept as a hash in the
 * same row, an invitation's pairing code). A used link that has also expired reads as used.
 */
export async function findOneTimeLink<L extends LinkTable>(
  db: ReadDb,
  links: L,
  secret: string,
  now: Date,
  column?: keyof RowOf<L> & string,
): Promise<FoundLink<RowOf<L>>> {
  const found = await sql<RowOf<L>>`
    SELECT * FROM ${sql.table(links.table)}
    WHERE ${sql.ref(column ?? links.hash)} = ${sha256(secret)}`.execute(db);
  const row = found.rows[0];
  if (!row) return { status: 'INVALID', row: undefined };
  if (row.used_at) return { status: 'USED', row };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 'EXPIRED', row };
  return { status: 'VALID', row };
}

/**
 * Uses the link named by `key` up, if it is still open: one UPDATE, so of two parallel uses exactly one
 * is answered true. Checks made before it only tell why a link is refused; this decides.
 */
export async function consumeOneTimeLink(
  db: ReadDb,
  links: LinkTable,
  key: string,
  now: Date,
): Promise<boolean> {
  const taken = await sql`
    UPDATE ${sql.table(links.table)} SET used_at = ${now}
    WHERE ${sql.ref(links.key)} = ${key} AND used_at IS NULL AND expires_at > ${now}
    RETURNING 1`.execute(db);
  return taken.rows.length > 0;
}

/** The account's open links of this kind have nothing left to do (its address is verified, its password new). */
export async function useUpAccountLinks(
  db: ReadDb,
  links: AccountLinkTable,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable(links.table)
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/** Takes a link back that must not work (the command it was made for was refused): its row and its mail's link. */
export async function forgetOneTimeLink(
  db: ReadDb,
  links: LinkTable,
  key: string,
  messageId: string,
): Promise<void> {
  await sql`DELETE FROM ${sql.table(links.table)} WHERE ${sql.ref(links.key)} = ${key}`.execute(db);
  await forgetMailSecret(db, messageId);
}

/** Drops the clear link a mail was waiting to carry: the mail is out, or the link can no longer be used. */
export async function forgetMailSecret(db: ReadDb, messageId: string): Promise<void> {
  await db.deleteFrom('mail_secrets').where('message_id', '=', messageId).execute();
}
