import type { ReadDb } from '@pusula/projections';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID key pair: from the environment, or generated once and kept in the database, so that
 * every process (and every restart) signs with the key browsers subscribed with. Two processes starting
 * at once both insert; the first insert wins and both read it back.
 */
export async function loadVapidKeys(
  db: ReadDb,
  config: Pick<Config, 'vapid' | 'vapidSubject'>,
): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('web_push_keys')
    .values({ id: 'default', public_key: fresh.publicKey, private_key: fresh.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('web_push_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 'default')
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key, subject: config.vapidSubject };
}
