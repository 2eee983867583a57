import type { ReadDb } from '@pusula/projections';
import type { SessionUser } from '../../auth/sessions';
import type { PushSubscriptionInput } from './push-subscription';

/**
 * Push subscriptions are device settings, like sessions: written directly, not as events. They are not
 * business facts anyone replays, and a browser re-registers them whenever it likes.
 */
export async function saveSubscription(db: ReadDb, user: SessionUser, subscription: PushSubscriptionInput) {
  const row = {
    user_id: user.userId,
    user_role: user.role,
    role_specific_id: user.userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    session_hash: user.tokenHash,
  };
  // One endpoint is one browser profile: a new sign-in on it takes the subscription over.
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: subscription.endpoint, ...row })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
    .execute();
}

/** Without a body: the subscriptions this session registered (this device); with an endpoint: that one. */
export async function removeSubscriptions(
  db: ReadDb,
  user: SessionUser,
  endpoint: string | null,
): Promise<number> {
  let query = db.deleteFrom('push_subscriptions').where('user_id', '=', user.userId);
  query = endpoint
    ? query.where('endpoint', '=', endpoint)
    : query.where('session_hash', '=', user.tokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The subscriptions of several users in one statement (the dispatcher looks up a batch at a time). */
export function subscriptionsOf(db: ReadDb, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', 'in', userIds).execute();
}

export async function removeEndpoint(db: ReadDb, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** The subscriptions at these endpoints (their keys now: a new sign-in on a browser changes them). */
export function subscriptionsAt(db: ReadDb, endpoints: readonly string[]) {
  if (endpoints.length === 0) return Promise.resolve([]);
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', 'in', endpoints).execute();
}
