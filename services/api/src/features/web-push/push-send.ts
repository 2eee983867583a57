import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/**
 * What the push service made of one push: taken; gone (404/410: the browser dropped the subscription);
 * worth trying again (no answer, 5xx, 429: the service is down or busy); refused for good (any other 4xx).
 */
export type PushOutcome = { kind: 'sent' | 'gone' | 'retry' | 'refused'; status: number | null };

/**
 * The push's Topic (RFC 8030), one per notification: a push service keeps only the newest message of a
 * topic it has not delivered yet, so a push sent again (a dispatcher that died after sending, before it
 * recorded it) replaces the first instead of arriving beside it. At most 32 URL-safe base64 characters.
 */
export const pushTopicOf = (notificationId: string) =>
  createHash('sha256').update(notificationId).digest('base64url').slice(0, 32);

export async function sendPush(
  push: { endpoint: string; payload: string; notificationId: string },
  subscription: { p256dh: string; auth: string },
  options: { keys: VapidKeys; ttlSeconds: number; agent?: Agent },
): Promise<PushOutcome> {
  try {
    const answer = await webpush.sendNotification(
      { endpoint: push.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      push.payload,
      {
        vapidDetails: options.keys,
        TTL: options.ttlSeconds,
        topic: pushTopicOf(push.notificationId),
        timeout: 10_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return { kind: 'sent', status: answer.statusCode };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? null;
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === null || status === 429 || status >= 500) return { kind: 'retry', status };
    return { kind: 'refused', status };
  }
}
