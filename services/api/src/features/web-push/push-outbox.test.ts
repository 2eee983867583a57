import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import type { NotificationRow } from '@pusula/projections';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { eventually } from '../../testing-demo';
import { queueDeliveries } from './push-deliveries';
import { PUSH_TTL_MS, type PushDispatcher, startPushDispatcher } from './push-dispatcher';
import { pushPayload } from './push-payload';
import { pushTopicOf } from './push-send';
import { browserKeys, startPushService } from './testing-push-service';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/**
 * The push outbox on each store, against a real (local) push service: a notification reaches a device
 * once however often it is offered (a replay, a second leader), a refused attempt is retried, a push past
 * its TTL is given up unsent, and a new dispatcher sends what a dead one left queued.
 */
describe.each(STORAGES)('web push outbox on %s', (storage) => {
  let server: RunningServer;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let agent: Agent;
  let keys: VapidKeys;
  const started: PushDispatcher[] = [];
  const device = browserKeys();

  const dispatcher = (retryDelaysMs = [20]) => {
    const d = startPushDispatcher(server.deps, keys, { agent, retryDelaysMs, sweepMs: 20 });
    started.push(d);
    return d;
  };
  /**
   * A user of its own with one device at a fresh path of the push service (its kind: ok, flaky, busy,
   * gone), and a notification for them.
   */
  const userWithDevice = async (kind: string, createdAt = new Date()) => {
    const userId = randomUUID();
    const path = `/${kind}/${randomUUID()}`;
    await server.deps.storage.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: `${service.base}${path}`,
        user_id: userId,
        user_role: 'COACH',
        role_specific_id: userId,
        p256dh: device.p256dh,
        auth: device.auth,
        session_hash: null,
        created_at: new Date(Date.now() - 60 * 60_000),
      })
      .execute();
    return { path, row: notification(userId, createdAt) };
  };
  const notification = (userId: string, createdAt = new Date()): NotificationRow => ({
    id: randomUUID(),
    user_id: userId,
    type: 'SYSTEM_NOTIFICATION',
    title: 'Deneme bildirimi',
    message: 'Bir kez gelmeli',
    data: {},
    is_read: false,
    read_at: null,
    created_at: createdAt,
    position: '1',
  });
  const pushesTo = (path: string) => service.received.filter((r) => r.path === path);
  const delivery = (notificationId: string) =>
    server.deps.storage.db
      .selectFrom('push_deliveries')
      .select(['state', 'attempts', 'last_status'])
      .where('notification_id', '=', notificationId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    service = await startPushService();
    server = await startTestServer({
      storage,
      config: { webPushHosts: ['127.0.0.1'], webPushCa: service.ca },
    });
    // Only the test's own dispatchers work the outbox.
    await server.deps.webPush.stop();
    agent = new Agent({ ca: service.ca, keepAlive: true });
    keys = await loadVapidKeys(server.deps.storage.db, server.deps.config);
  });
  afterEach(async () => {
    for (const d of started.splice(0)) await d.stop();
  });
  afterAll(async () => {
    agent?.destroy();
    await server?.close();
    await service?.close();
  });

  it('pushes a notification offered again and to a second dispatcher once', async () => {
    const { path, row } = await userWithDevice('ok');
    const first = dispatcher();
    const second = dispatcher();
    first.offer(row);
    second.offer(row);
    await Promise.all([first.idle(), second.idle()]);
    // A replay re-emits the row after it was sent.
    first.offer(row);
    second.offer(row);
    await Promise.all([first.idle(), second.idle()]);
    expect(pushesTo(path)).toHaveLength(1);
    expect(JSON.parse(device.decrypt(pushesTo(path)[0]!.body))).toMatchObject({
      notification: { title: 'Deneme bildirimi', body: 'Bir kez gelmeli' },
      data: { notificationId: row.id, role: 'COACH' },
    });
    expect(await delivery(row.id)).toEqual({ state: 'SENT', attempts: 1, last_status: 201 });
    expect(first.stats().sent + second.stats().sent).toBe(1);
  });

  it('retries a push the service refused with 503 and delivers it once', async () => {
    const { path, row } = await userWithDevice('flaky');
    const d = dispatcher();
    d.offer(row);
    await eventually(async () => expect((await delivery(row.id)).state).toBe('SENT'));
    expect(await delivery(row.id)).toEqual({ state: 'SENT', attempts: 2, last_status: 201 });
    expect(pushesTo(path)).toHaveLength(2);
    // Both tries under the notification's one topic: a push service keeps only the newest undelivered one.
    expect(pushesTo(path).map((p) => p.headers.topic)).toEqual([pushTopicOf(row.id), pushTopicOf(row.id)]);
    expect(pushTopicOf(row.id)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(d.stats()).toMatchObject({ sent: 1, retried: 1 });
  });

  it('gives up a push older than its TTL without sending it', async () => {
    const { path, row } = await userWithDevice('ok', new Date(Date.now() - PUSH_TTL_MS - 60_000));
    const d = dispatcher();
    d.offer(row);
    await eventually(async () => expect((await delivery(row.id)).state).toBe('GIVEN_UP'));
    expect(pushesTo(path)).toHaveLength(0);
    expect(d.stats()).toMatchObject({ sent: 0, failed: 1 });
  });

  it('gives up a push still refused when its TTL runs out', async () => {
    const { path, row } = await userWithDevice('busy', new Date(Date.now() - PUSH_TTL_MS + 2_000));
    const d = dispatcher([500]);
    d.offer(row);
    await eventually(async () => expect((await delivery(row.id)).state).toBe('GIVEN_UP'), 10_000);
    const given = await delivery(row.id);
    expect(given.last_status).toBe(503);
    // Every attempt reached the service (how many fit before the TTL depends on the machine's speed).
    expect(given.attempts).toBeGreaterThan(0);
    expect(pushesTo(path)).toHaveLength(given.attempts);
  });

  it('a new dispatcher sends what a dead one left queued or half-sent', async () => {
    const { path, row: queued } = await userWithDevice('ok');
    const halfSent = notification(queued.user_id);
    const now = new Date();
    await queueDeliveries(
      server.deps.storage.db,
      [queued, halfSent].map((row) => ({
        notificationId: row.id,
        endpoint: `${service.base}${path}`,
        payload: JSON.stringify(pushPayload(row, 'COACH')),
        notificationCreatedAt: row.created_at,
      })),
      now,
    );
    // Claimed by a dispatcher that died mid-send: its claim ran out.
    await server.deps.storage.db
      .updateTable('push_deliveries')
      .set({ state: 'SENDING', attempts: 1, claimed_until: new Date(now.getTime() - 1_000) })
      .where('notification_id', '=', halfSent.id)
      .execute();
    dispatcher();
    await eventually(async () => {
      expect((await delivery(queued.id)).state).toBe('SENT');
      expect((await delivery(halfSent.id)).state).toBe('SENT');
    });
    expect(pushesTo(path)).toHaveLength(2);
  });

  it('a new leader queues the pushes of recent notifications a dead one projected but never queued', async () => {
    const { path, row } = await userWithDevice('ok');
    const old = notification(row.user_id, new Date(Date.now() - 20 * 60_000));
    await server.deps.storage.db
      .insertInto('notifications')
      .values([row, old].map((n) => ({ ...n, data: JSON.stringify(n.data), position: randomUUID() })))
      .execute();
    dispatcher();
    await eventually(async () => expect((await delivery(row.id)).state).toBe('SENT'));
    expect(pushesTo(path)).toHaveLength(1);
    // Older than the catch-up window: news no more, and not pushed.
    const oldOnes = await server.deps.storage.db
      .selectFrom('push_deliveries')
      .select('state')
      .where('notification_id', '=', old.id)
      .execute();
    expect(oldOnes).toEqual([]);
  });

  it('a subscription the service calls gone is removed and its pushes given up', async () => {
    const { path, row } = await userWithDevice('gone');
    const d = dispatcher();
    d.offer(row);
    await eventually(async () => expect((await delivery(row.id)).state).toBe('GIVEN_UP'));
    expect(await delivery(row.id)).toMatchObject({ last_status: 410 });
    expect(pushesTo(path)).toHaveLength(1);
    const left = await server.deps.storage.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('endpoint', '=', `${service.base}${path}`)
      .execute();
    expect(left).toHaveLength(0);
  });
});
