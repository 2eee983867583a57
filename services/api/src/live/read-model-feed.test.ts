import { randomUUID } from 'node:crypto';
import {
  type NotificationRow,
  newestNotificationPositionQuery,
  notificationsAfterQuery,
} from '@pusula/projections';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadModelFeed } from './read-model-feed';

/** Positions as the event store writes them: fixed width, so text order is log order. */
const positionOf = (n: number) => `${String(n).padStart(12, '0')}-${String(n).padStart(12, '0')}`;

/**
 * The feed as a process that does not run the notifications projector sees it: rows appear in the table
 * (written here as another process's projector would) and the feed learns of them only when poked.
 */
describe.each(TEST_STORAGE_KINDS)('the live feed of a read model on %s', (kind) => {
  let storage: TestStorage;
  let next = 1;
  const userId = randomUUID();

  const notify = async (title: string) => {
    await storage.db
      .insertInto('notifications')
      .values({
        id: randomUUID(),
        user_id: userId,
        type: 'NEW_NOTE',
        title,
        message: title,
        data: JSON.stringify({}),
        is_read: false,
        read_at: null,
        created_at: new Date().toISOString(),
        position: positionOf(next++),
      })
      .execute();
  };

  const feedOver = () =>
    new ReadModelFeed<NotificationRow>(
      {
        projector: 'notifications',
        fetchAfter: (last, limit) =>
          notificationsAfterQuery(
            storage.db,
            last ? { position: last.position, userId: last.user_id } : null,
            {
              limit,
            },
          ),
        newestPosition: () => newestNotificationPositionQuery(storage.db),
        recipients: (row) => [row.user_id],
      },
      null,
      { pollMs: 60_000 },
    );

  /** Subscribes and waits until the subscription knows where "now" is (one query). */
  const listen = async (feed: ReadModelFeed<NotificationRow>) => {
    const heard: string[] = [];
    const stop = feed.subscribe(userId, (row) => heard.push(row.title));
    await stop.ready;
    return { heard, stop };
  };

  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('gives a new listener only what comes after it subscribed, however stale the feed is', async () => {
    const feed = feedOver();
    const first = await listen(feed);
    await notify('first one');
    feed.poke();
    await feed.idle();
    expect(first.heard).toEqual(['first one']);
    first.stop();

    // Nobody listens: nothing moves the feed's cursor while these arrive.
    for (let i = 0; i < 5; i++) await notify(`while nobody listened ${i}`);

    const second = await listen(feed);
    feed.poke();
    await feed.idle();
    expect(second.heard).toEqual([]);
    await notify('news');
    feed.poke();
    await feed.idle();
    expect(second.heard).toEqual(['news']);
    second.stop();
    await feed.close();
  });

  it('holds rows fetched before the subscription knows its start, and hands on the newer ones', async () => {
    const feed = feedOver();
    const heard: string[] = [];
    await notify('before');
    // Subscribed and poked at once: the fetch may finish before the start position is read.
    const stop = feed.subscribe(userId, (row) => heard.push(row.title));
    feed.poke();
    await feed.idle();
    await expect.poll(() => heard.length, { timeout: 2_000 }).toBe(0);
    await notify('after');
    feed.poke();
    await feed.idle();
    await expect.poll(() => heard).toEqual(['after']);
    stop();
    await feed.close();
  });
});
