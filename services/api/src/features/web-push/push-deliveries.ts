import type { NotificationRow, ReadDb } from '@pusula/projections';
import { sql } from 'kysely';
import { pushPayload } from './push-payload';

/** One push of one notification to one device, as queued in `push_deliveries`. */
export interface QueuedDelivery {
  notificationId: string;
  endpoint: string;
  payload: string;
  notificationCreatedAt: Date;
}

export interface ClaimedDelivery extends QueuedDelivery {
  /** Counting this one. */
  attempts: number;
}

/** The push of a notification to one device, its message fixed for the role the device subscribed as. */
export const deliveryOf = (row: NotificationRow, endpoint: string, role: string): QueuedDelivery => ({
  notificationId: row.id,
  endpoint,
  payload: JSON.stringify(pushPayload(row, role)),
  notificationCreatedAt: new Date(row.created_at),
});

type DeliveryKey = Pick<QueuedDelivery, 'notificationId' | 'endpoint'>;

/**
 * Queues deliveries, skipping any already there (sent, given up or pending): the row is what stops a
 * replayed notification or a second dispatcher from pushing it again.
 */
export async function queueDeliveries(db: ReadDb, deliveries: readonly QueuedDelivery[], now: Date) {
  if (deliveries.length === 0) return;
  await db
    .insertInto('push_deliveries')
    .values(
      deliveries.map((d) => ({
        notification_id: d.notificationId,
        endpoint: d.endpoint,
        payload: d.payload,
        notification_created_at: d.notificationCreatedAt,
        state: 'PENDING' as const,
        next_attempt_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['notification_id', 'endpoint']).doNothing())
    .execute();
}

/**
 * Claims up to `limit` due deliveries for this dispatcher alone (FOR UPDATE SKIP LOCKED: a second one
 * never gets the same row). A SENDING row whose claim ran out belongs to a dispatcher that died mid-send.
 */
export async function claimDueDeliveries(
  db: ReadDb,
  now: Date,
  limit: number,
  claimMs: number,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const until = new Date(now.getTime() + claimMs);
  const { rows } = await sql<{
    notification_id: string;
    endpoint: string;
    payload: string;
    notification_created_at: Date | string;
    attempts: number;
  }>`
    UPDATE push_deliveries
    SET state = 'SENDING', attempts = attempts + 1, claimed_until = ${until}, updated_at = ${now}
    WHERE (notification_id, endpoint) IN (
      SELECT notification_id, endpoint FROM push_deliveries
      WHERE (state = 'PENDING' AND next_attempt_at <= ${now})
         OR (state = 'SENDING' AND claimed_until < ${now})
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING notification_id, endpoint, payload, notification_created_at, attempts`.execute(db);
  return rows.map((r) => ({
    notificationId: r.notification_id,
    endpoint: r.endpoint,
    payload: r.payload,
    notificationCreatedAt: new Date(r.notification_created_at),
    attempts: Number(r.attempts),
  }));
}

async function close(
  db: ReadDb,
  key: DeliveryKey,
  set: { state: 'PENDING' | 'SENT' | 'GIVEN_UP'; last_status: number | null; next_attempt_at?: Date },
  now: Date,
) {
  await db
    .updateTable('push_deliveries')
    .set({ ...set, claimed_until: null, updated_at: now })
    .where('notification_id', '=', key.notificationId)
    .where('endpoint', '=', key.endpoint)
    .execute();
}

export const markSent = (db: ReadDb, key: DeliveryKey, status: number, now: Date) =>
  close(db, key, { state: 'SENT', last_status: status }, now);

export const markGivenUp = (db: ReadDb, key: DeliveryKey, status: number | null, now: Date) =>
  close(db, key, { state: 'GIVEN_UP', last_status: status }, now);

export const scheduleRetry = (db: ReadDb, key: DeliveryKey, status: number | null, at: Date, now: Date) =>
  close(db, key, { state: 'PENDING', last_status: status, next_attempt_at: at }, now);

/** A subscription the push service calls gone: nothing still queued for it will ever arrive. */
export async function giveUpEndpoint(db: ReadDb, endpoint: string, status: number, now: Date) {
  await db
    .updateTable('push_deliveries')
    .set({ state: 'GIVEN_UP', last_status: status, claimed_until: null, updated_at: now })
    .where('endpoint', '=', endpoint)
    .where('state', 'in', ['PENDING', 'SENDING'])
    .execute();
}

/** Forgets finished deliveries last touched before `before` (a notification's TTL is long past by then). */
export async function pruneFinishedDeliveries(db: ReadDb, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('push_deliveries')
    .where('state', 'in', ['SENT', 'GIVEN_UP'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Queues the pushes of notifications since `since` to devices subscribed before them that have no delivery:
 * what a process that died between projecting them and queueing their pushes left out. Driven by the
 * subscriptions (few), each user's notifications found by the (user_id, position) index.
 */
export async function queueMissedDeliveries(db: ReadDb, since: Date, now: Date): Promise<number> {
  const missed = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('notifications as n', 'n.user_id', 's.user_id')
    .leftJoin('push_deliveries as d', (join) =>
      join.onRef('d.notification_id', '=', 'n.id').onRef('d.endpoint', '=', 's.endpoint'),
    )
    .where('n.created_at', '>=', since)
    .whereRef('s.created_at', '<=', 'n.created_at')
    .where('d.notification_id', 'is', null)
    .selectAll('n')
    .select(['s.endpoint', 's.user_role'])
    .execute();
  await queueDeliveries(
    db,
    missed.map(({ endpoint, user_role, ...row }) => deliveryOf(row, endpoint, user_role)),
    now,
  );
  return missed.length;
}
