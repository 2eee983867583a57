import type { Agent } from 'node:https';
import type { NotificationRow } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { log } from '../../observability/logger';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  deliveryOf,
  giveUpEndpoint,
  markGivenUp,
  markSent,
  pruneFinishedDeliveries,
  queueDeliveries,
  queueMissedDeliveries,
  scheduleRetry,
} from './push-deliveries';
import { sendPush } from './push-send';
import { removeEndpoint, subscriptionsAt, subscriptionsOf } from './push-store';
import type { VapidKeys } from './vapid-keys';

const MAX_IN_FLIGHT = 16;
const LOOKUP_BATCH = 500;
const MAX_QUEUED = 10_000;
/** How long a notification is worth delivering if the device is offline; retries stop there too. */
export const PUSH_TTL_MS = 24 * 60 * 60 * 1000;
/** Waits after the 1st, 2nd, … failed attempt; the last one repeats. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];
/** A send times out after 10 s: a claim twice that long has run out only if its dispatcher died. */
const CLAIM_MS = 60_000;
const SWEEP_MS = 30_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_FINISHED_MS = 3 * 24 * 60 * 60 * 1000;
/** How far back a new leader looks for notifications whose pushes were never queued. */
const CATCH_UP_MS = 10 * 60 * 1000;

export interface PushDispatcherOptions {
  agent?: Agent;
  retryDelaysMs?: readonly number[];
  /** How often due retries and deliveries left by a dispatcher that died are looked for. */
  sweepMs?: number;
}

export interface PushDispatcher {
  /** A new notification row (what the live feed hands over). */
  offer(row: NotificationRow): void;
  /** The notifications projector started or stopped running in this process. */
  leadershipChanged(): void;
  /** Resolves when nothing is queued or in flight here (tests, shutdown); retries may still be due later. */
  idle(): Promise<void>;
  stop(): Promise<void>;
  stats(): { sent: number; failed: number; pruned: number; retried: number };
}

/**
 * Delivers every new notification to its user's browser subscriptions through an outbox
 * (`push_deliveries`): a delivery is queued once per notification and device, and sent by whichever
 * dispatcher claims it, so a second projector leader, a replay that re-emits notifications or a restart
 * pushes nothing twice. Only the process running the notifications projector queues and sends. A network
 * error, 5xx or 429 is retried with growing waits until the notification's TTL has passed, then given up;
 * 404 and 410 mean the browser dropped the subscription: it is removed and its deliveries given up.
 * The one window for a second push: a dispatcher dying after the push service took a push but before
 * the row was marked sent; the delivery is claimed again when its claim runs out.
 */
export function startPushDispatcher(
  deps: AppDeps,
  keys: VapidKeys,
  options: PushDispatcherOptions = {},
): PushDispatcher {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const db = deps.storage.db;
  /** Notifications whose subscriptions are still to be looked up. */
  const arrived: NotificationRow[] = [];
  const counts = { sent: 0, failed: 0, pruned: 0, retried: 0 };
  let lookingUp = false;
  let claiming = false;
  let claimAgain = false;
  let inFlight = 0;
  let stopped = false;
  let lastPruned = 0;
  let caughtUp = false;
  let catchingUp = false;
  let idleWaiters: (() => void)[] = [];
  const runsProjector = () => deps.runner.statuses().some((s) => s.name === 'notifications' && s.active);
  const isIdle = () => !lookingUp && !catchingUp && !claiming && inFlight === 0 && arrived.length === 0;
  const settle = () => {
    if (isIdle()) for (const w of idleWaiters.splice(0)) w();
  };

  const dispatcher: PushDispatcher = {
    offer(row) {
      if (stopped || !runsProjector()) return;
      if (arrived.length >= MAX_QUEUED) {
        counts.failed++;
        return;
      }
      arrived.push(row);
      void lookUp();
    },
    leadershipChanged: follow,
    idle: () => (isIdle() ? Promise.resolve() : new Promise((r) => idleWaiters.push(r))),
    async stop() {
      stopped = true;
      clearInterval(sweep);
      follow();
      arrived.length = 0;
      if (!isIdle()) await new Promise<void>((r) => idleWaiters.push(r));
      idleWaiters = [];
    },
    stats: () => ({ ...counts }),
  };
  let unsubscribe: (() => void) | null = null;
  /**
   * Listens to the notifications feed only while this process runs the projector: elsewhere the feed then
   * has no reason to fetch each commit's rows. Taking over, it first catches up on what a leader that died
   * left unqueued or half-sent.
   */
  function follow() {
    const leading = !stopped && runsProjector();
    if (leading && !unsubscribe) {
      unsubscribe = deps.live.notifications.subscribeAll((row) => dispatcher.offer(row));
      void catchUp();
      claim();
    } else if (!leading && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
      // Leadership lost, maybe won again later: another leader may have died meanwhile.
      caughtUp = false;
    }
  }
  const sweep = setInterval(() => {
    follow();
    void catchUp();
    claim();
    void prune();
  }, options.sweepMs ?? SWEEP_MS);
  sweep.unref();
  follow();

  /** Once this process leads: queues the recent notifications a leader that died never queued. */
  async function catchUp() {
    if (caughtUp || stopped || !runsProjector()) return;
    caughtUp = true;
    catchingUp = true;
    try {
      const now = deps.now();
      if ((await queueMissedDeliveries(db, new Date(now.getTime() - CATCH_UP_MS), now)) > 0) claim();
    } catch (error) {
      caughtUp = false;
      log.error({ component: 'web-push', err: error }, 'could not catch up on pushes');
    } finally {
      catchingUp = false;
      settle();
    }
  }

  // Rows arrive one by one as a projector batch commits; whatever gathered meanwhile is looked up with
  // one statement, so a burst of notifications costs one query, not one each (most users have no device).
  async function lookUp() {
    if (lookingUp) return;
    lookingUp = true;
    try {
      while (arrived.length > 0 && !stopped) {
        const batch = arrived.splice(0, LOOKUP_BATCH);
        const userIds = [...new Set(batch.map((row) => row.user_id))];
        const found = await subscriptionsOf(db, userIds);
        const deliveries = batch.flatMap((row) =>
          found.filter((s) => s.user_id === row.user_id).map((s) => deliveryOf(row, s.endpoint, s.user_role)),
        );
        await queueDeliveries(db, deliveries, deps.now());
        if (deliveries.length > 0) claim();
      }
    } catch (error) {
      counts.failed++;
      log.error({ component: 'web-push', err: error }, 'could not queue pushes');
    } finally {
      lookingUp = false;
      settle();
    }
  }

  /** Claims due deliveries while there is room in flight; a finished send makes room and claims again. */
  function claim() {
    if (stopped || !runsProjector()) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = true;
    void (async () => {
      do {
        claimAgain = false;
        while (!stopped) {
          const due = await claimDueDeliveries(db, deps.now(), MAX_IN_FLIGHT - inFlight, CLAIM_MS);
          if (due.length === 0) break;
          const subscriptions = await subscriptionsAt(db, [...new Set(due.map((d) => d.endpoint))]);
          for (const delivery of due) {
            inFlight++;
            void deliver(
              delivery,
              subscriptions.find((s) => s.endpoint === delivery.endpoint),
            )
              // A lost write leaves the delivery claimed: it is tried again once the claim runs out.
              .catch((error) => log.error({ component: 'web-push', err: error }, 'push not recorded'))
              .finally(() => {
                inFlight--;
                claim();
                settle();
              });
          }
        }
      } while (claimAgain && !stopped);
    })()
      .catch((error) => log.error({ component: 'web-push', err: error }, 'could not claim pushes'))
      .finally(() => {
        claiming = false;
        settle();
      });
  }

  async function deliver(d: ClaimedDelivery, s: { p256dh: string; auth: string } | undefined) {
    const now = deps.now();
    const expires = d.notificationCreatedAt.getTime() + PUSH_TTL_MS;
    // Removed since it was queued (signed out on that device): nobody is there to receive it.
    if (!s) return markGivenUp(db, d, null, now);
    if (expires <= now.getTime()) return giveUp(d, null, 'older than its TTL');
    const ttlSeconds = Math.ceil((expires - now.getTime()) / 1000);
    const { kind, status } = await sendPush(d, s, { keys, ttlSeconds, agent: options.agent });
    if (kind === 'sent') {
      counts.sent++;
      return markSent(db, d, status ?? 201, deps.now());
    }
    if (kind === 'gone') {
      counts.pruned++;
      await removeEndpoint(db, d.endpoint);
      return giveUpEndpoint(db, d.endpoint, status ?? 410, deps.now());
    }
    if (kind === 'refused') return giveUp(d, status, 'refused by the push service');
    const wait = retryDelays[Math.min(d.attempts, retryDelays.length) - 1] ?? 0;
    const at = new Date(deps.now().getTime() + wait);
    if (at.getTime() >= expires) return giveUp(d, status, 'still failing when its TTL ran out');
    counts.retried++;
    return scheduleRetry(db, d, status, at, deps.now());
  }

  async function giveUp(d: ClaimedDelivery, status: number | null, reason: string) {
    counts.failed++;
    log.error({ component: 'web-push', status, attempts: d.attempts, reason }, 'push given up');
    await markGivenUp(db, d, status, deps.now());
  }

  async function prune() {
    const now = deps.now().getTime();
    // One process prunes: the one that sends.
    if (stopped || !runsProjector() || now - lastPruned < PRUNE_EVERY_MS) return;
    lastPruned = now;
    await pruneFinishedDeliveries(db, new Date(now - KEEP_FINISHED_MS)).catch((error) =>
      log.error({ component: 'web-push', err: error }, 'could not prune push deliveries'),
    );
  }

  return dispatcher;
}
