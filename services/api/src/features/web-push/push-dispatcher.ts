import type { Agent } from 'node:https';
import type { NotificationRow } from '@pusula/projections';
import webpush from 'web-push';
import type { AppDeps } from '../../app-deps';
import { pushPayload } from './push-payload';
import { removeEndpoint, subscriptionsOf } from './push-store';
import type { VapidKeys } from './vapid-keys';

const MAX_IN_FLIGHT = 16;
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
  const queue: NotificationRow[] = [];
  const counts = { sent: 0, failed: 0, pruned: 0 };
  let inFlight = 0;
  let idleWaiters: (() => void)[] = [];
  const runsProjector = () => deps.runner.statuses().some((s) => s.name === 'notifications' && s.active);

  const unsubscribe = deps.live.notifications.subscribeAll((row) => {
    if (!runsProjector()) return;
    if (queue.length >= MAX_QUEUED) {
      counts.failed++;
      return;
    }
    queue.push(row);
    pump();
  });

  function pump() {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const row = queue.shift()!;
      inFlight++;
      void deliver(row).finally(() => {
        inFlight--;
        pump();
        if (inFlight === 0 && queue.length === 0) for (const w of idleWaiters.splice(0)) w();
      });
    }
  }

  async function deliver(row: NotificationRow) {
    const subscriptions = await subscriptionsOf(deps.storage.db, row.user_id).catch(() => []);
    if (subscriptions.length === 0) return;
    const payload = JSON.stringify(pushPayload(row));
    await Promise.all(
      subscriptions.map(async (s) => {
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            payload,
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
            console.error('[web-push]', status ?? (error as Error).message);
          }
        }
      }),
    );
  }

  return {
    idle: () =>
      inFlight === 0 && queue.length === 0 ? Promise.resolve() : new Promise((r) => idleWaiters.push(r)),
    async stop() {
      unsubscribe();
      queue.length = 0;
      if (inFlight > 0) await new Promise<void>((r) => idleWaiters.push(r));
      idleWaiters = [];
    },
    stats: () => ({ ...counts }),
  };
}
