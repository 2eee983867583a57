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

  /** What the feed asked the table: rows after a cursor, or the newest position. */
  let asked: string[] = [];
  const feedOver = () =>
    new ReadModelFeed<NotificationRow>(
      {
        projector: 'notifications',
        fetchAfter: (last, limit) => {
          asked.push('rows');
          return notificationsAfterQuery(
            storage.db,
            last ? { position: last.position, userId: last.user_id } : null,
            { limit },
          );
        },
        newestPosition: () => {
          asked.push('newest');
          return newestNotificationPositionQuery(storage.db);
        },
        recipients: (row) => [row.user_id],
        cursorAt: (position) => ({ position, user_id: '' }) as NotificationRow,
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

  it('fetches nothing while nobody listens; the next listener, one for every row too, starts from now', async () => {
    const feed = feedOver();
    const first = await listen(feed);
    await notify('heard');
    feed.poke();
    await feed.idle();
    first.stop();
    asked = [];

    // Commits with nobody listening (a process that does not send pushes, no one signed in): no query.
    for (let i = 0; i < 3; i++) {
      await notify(`unheard ${i}`);
      feed.poke();
      await feed.idle();
    }
    expect(asked).toEqual([]);

    // The first listener after that: the feed moves to the newest row once, then fetches only newer ones.
    const everything: string[] = [];
    const stopAll = feed.subscribeAll((row) => everything.push(row.title));
    const second = await listen(feed);
    feed.poke();
    await feed.idle();
    expect(everything).toEqual([]);
    expect(second.heard).toEqual([]);
    await notify('news');
    feed.poke();
    await feed.idle();
    expect(everything).toEqual(['news']);
    expect(second.heard).toEqual(['news']);
    expect(asked.filter((q) => q === 'newest')).toHaveLength(1);
    stopAll();
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
