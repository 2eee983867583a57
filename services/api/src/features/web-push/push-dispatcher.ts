import type { Agent } from 'node:https';
import type { NotificationRow } from '@pusula/projections';
import webpush from 'web-push';
import type { AppDeps } from '../../app-deps';
import { log } from '../../observability/logger';
import { pushPayload } from './push-payload';
import { removeEndpoint, subscriptionsOf } from './push-store';
import type { VapidKeys } from './vapid-keys';

type Subscription = Awaited<ReturnType<typeof subscriptionsOf>>[number];

const MAX_IN_FLIGHT = 16;
const LOOKUP_BATCH = 500;
const MAX_QUEUED = 10_000;
/** How long a notification is worth delivering if the device is offline. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushDispatcher {
  /** Resolves when nothing is queued or in flight (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
  stats(): { sent: number; failed: number; pruned: number };
}

/**
 * Delivers every new notification to its user's browser subscriptions. Only the process running the
 * notifications projector sends (its runner holds the projector's lock), so several API processes do not
 * push one notification several times. 404 and 410 mean the browser dropped the subscription: it is
 * removed. Delivery is best effort: a process that dies with pushes queued does not resend them.
 */
export function startPushDispatcher(
  deps: AppDeps,
  keys: VapidKeys,
  options: { agent?: Agent } = {},
): PushDispatcher {
  /** Notifications whose subscriptions are still to be looked up. */
  const arrived: NotificationRow[] = [];
  /** One delivery per notification and device. */
  const sends: { row: NotificationRow; subscription: Subscription }[] = [];
  const counts = { sent: 0, failed: 0, pruned: 0 };
  let lookingUp = false;
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];
  const runsProjector = () => deps.runner.statuses().some((s) => s.name === 'notifications' && s.active);
  const isIdle = () => !lookingUp && inFlight === 0 && arrived.length === 0 && sends.length === 0;
  const settle = () => {
    if (isIdle()) for (const w of idleWaiters.splice(0)) w();
  };

  const unsubscribe = deps.live.notifications.subscribeAll((row) => {
    if (!runsProjector()) return;
    if (arrived.length + sends.length >= MAX_QUEUED) {
      counts.failed++;
      return;
    }
    arrived.push(row);
    void lookUp();
  });

  // Rows arrive one by one as a projector batch commits; whatever gathered meanwhile is looked up with
  // one statement, so a burst of notifications costs one query, not one each (most users have no device).
  async function lookUp() {
    if (lookingUp) return;
    lookingUp = true;
    try {
      while (arrived.length > 0) {
        const batch = arrived.splice(0, LOOKUP_BATCH);
        const userIds = [...new Set(batch.map((row) => row.user_id))];
        const found = await subscriptionsOf(deps.storage.db, userIds).catch(() => []);
        for (const row of batch)
          for (const subscription of found)
            if (subscription.user_id === row.user_id) sends.push({ row, subscription });
        pump();
      }
    } finally {
      lookingUp = false;
      settle();
    }
  }

  function pump() {
    while (inFlight < MAX_IN_FLIGHT && sends.length > 0) {
      const { row, subscription } = sends.shift()!;
      inFlight++;
      void deliver(row, subscription).finally(() => {
        inFlight--;
        pump();
        settle();
      });
    }
  }

  async function deliver(row: NotificationRow, s: Subscription) {
    try {
      await webpush.sendNotification(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(pushPayload(row, s.user_role)),
        {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          timeout: 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      counts.sent++;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        counts.pruned++;
        await removeEndpoint(deps.storage.db, s.endpoint).catch(() => {});
      } else {
        counts.failed++;
        log.error({ component: 'web-push', status, err: error }, 'push failed');
      }
    }
  }

  return {
    idle: () => (isIdle() ? Promise.resolve() : new Promise((r) => idleWaiters.push(r))),
    async stop() {
      unsubscribe();
      arrived.length = 0;
      sends.length = 0;
      if (!isIdle()) await new Promise<void>((r) => idleWaiters.push(r));
      idleWaiters = [];
    },
    stats: () => ({ ...counts }),
  };
}
