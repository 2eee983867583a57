import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReadDb } from '@pusula/projections';

/**
 * The opt-out link of the weekly parent summary works without signing in: its token is the parent's
 * account id signed with a key made once per installation (HMAC-SHA256, kept in `installation_secrets`).
 * It is made when the mail is rendered, so it is never in the log; it does not expire, and all it can do
 * is switch that parent's weekly summary off or on again.
 */
const KEY_NAME = 'mail-preferences-key';
const PURPOSE = 'weekly-summary-preferences';
const keys = new WeakMap<ReadDb, Promise<Buffer>>();

function keyOf(db: ReadDb): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('installation_secrets')
        .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const { value } = await db
        .selectFrom('installation_secrets')
        .select('value')
        .where('name', '=', KEY_NAME)
        .executeTakeFirstOrThrow();
      return Buffer.from(value, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, accountId: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${accountId}`).digest();

/** `{accountId}.{signature}`: what the opt-out link carries. */
export async function preferencesToken(db: ReadDb, accountId: string): Promise<string> {
  return `${accountId}.${signature(await keyOf(db), accountId).toString('base64url')}`;
}

/** The account a token was made for, or null when it was not made here (or was changed). */
export async function accountOfPreferencesToken(db: ReadDb, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const accountId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signature(await keyOf(db), accountId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : null;
}

/** The parents' mail-preferences page with the token of this account. */
export async function preferencesLink(db: ReadDb, base: string, accountId: string): Promise<string> {
  return `${base}/veli/e-posta-tercihleri?token=${encodeURIComponent(await preferencesToken(db, accountId))}`;
}
