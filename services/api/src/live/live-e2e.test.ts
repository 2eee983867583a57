import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, eventually, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';
import { openLive, trpcWsClient } from './testing-live';

interface Item {
  id: string;
  data: { id: string; type: string; data: Record<string, unknown> };
}

/** Collects a subscription's items and waits until it holds a number of them. */
function collector() {
  const items: Item[] = [];
  let wake = () => {};
  return {
    items,
    onData: (item: Item) => {
      items.push(item);
      wake();
    },
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (items.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${items.length} of ${count} items`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
      return items;
    },
  };
}

describe('live end to end', () => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());
  // Closed sockets and subscriptions leave the feeds asynchronously: each test starts from none.
  afterEach(() =>
    eventually(async () => {
      expect(world.server.deps.live.notifications.listenerCount()).toBe(0);
      expect(world.server.deps.live.messages.listenerCount()).toBe(0);
    }),
  );

  const sendNote = async (content: string) => {
    const res = await api(world.server.url, 'POST', '/api/advisor-notes', {
      token: world.tokens.advisor1,
      body: {
        coachId: world.ids.coach1,
        studentId: world.ids.arda,
        content,
        priority: 'MEDIUM',
        pageContext: '/advisor/students',
      },
    });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  /** Waits until the server has registered `count` more listeners with the feed (the subscription is live). */
  const listening = async (feed: 'notifications' | 'messages', before: number, count = 1) =>
    eventually(async () => expect(world.server.deps.live[feed].listenerCount()).toBe(before + count));
  const unread = async (token: string) =>
    (await api(world.server.url, 'GET', '/api/advisor/notifications/unread-count', { token })).body.data
      .unreadCount;

  it('note over REST → coach’s /live and tRPC subscription → reply → advisor’s count and /live', async () => {
    const coachLive = await openLive(world.server.url);
    const advisorLive = await openLive(world.server.url);
    await coachLive.authenticate(world.tokens.coach1);
    await advisorLive.authenticate(world.tokens.advisor1);
    const trpc = trpcWsClient(world.server.url, world.tokens.coach1);
    const coachItems = collector();
    const listeners = world.server.deps.live.notifications.listenerCount();
    const subscription = trpc.client.notifications.live.subscribe(undefined, {
      onData: coachItems.onData as never,
      onError: (e) => console.error(e),
    });
    await listening('notifications', listeners);

    const noteId = await sendNote('Arda’nın matematik netleri düştü');
    const pushed = await coachLive.next('NOTIFICATION');
    expect(pushed.data).toMatchObject({ type: 'NEW_NOTE', data: { noteId } });
    const [item] = await coachItems.waitFor(1);
    expect(item!.data).toEqual(pushed.data);
    expect(item!.id).toMatch(/^\d{20}-\d{20}$/);

    const before = await unread(world.tokens.advisor1);
    const reply = await api(world.server.url, 'POST', `/api/advisor-notes/${noteId}/reply`, {
      token: world.tokens.coach1,
      body: { coachReply: 'Bu hafta ek çalışma yapıyoruz' },
    });
    expect(reply.status).toBe(200);
    const toAdvisor = await advisorLive.next('NOTIFICATION');
    expect(toAdvisor.data).toMatchObject({
      type: 'NOTE_REPLIED',
      title: 'Notunuza yanıt geldi',
      data: { noteId },
    });
    expect(await unread(world.tokens.advisor1)).toBe(before + 1);
    // The coach gets nothing for their own reply.
    await new Promise((r) => setTimeout(r, 200));
    expect(coachItems.items).toHaveLength(1);

    subscription.unsubscribe();
    trpc.close();
    coachLive.close();
    advisorLive.close();
  });

  it('a subscriber resuming with lastEventId gets exactly what it missed, once, then live ones', async () => {
    const first = trpcWsClient(world.server.url, world.tokens.coach1);
    const seen = collector();
    const listeners = world.server.deps.live.notifications.listenerCount();
    const sub = first.client.notifications.live.subscribe(undefined, { onData: seen.onData as never });
    await listening('notifications', listeners);
    await sendNote('Bağlantı kopmadan önce');
    const [last] = await seen.waitFor(1);
    sub.unsubscribe();
    first.close();

    const missed = [
      await sendNote('Kaçırılan 1'),
      await sendNote('Kaçırılan 2'),
      await sendNote('Kaçırılan 3'),
    ];

    const again = trpcWsClient(world.server.url, world.tokens.coach1);
    const resumed = collector();
    const sub2 = again.client.notifications.live.subscribe(
      { lastEventId: last!.id },
      { onData: resumed.onData as never },
    );
    const backlog = await resumed.waitFor(3);
    expect(backlog.map((i) => i.data.data.noteId)).toEqual(missed);
    const ids = backlog.map((i) => i.id);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => id > last!.id)).toBe(true);

    const live = await sendNote('Yeniden bağlandıktan sonra');
    await resumed.waitFor(4);
    await new Promise((r) => setTimeout(r, 300));
    expect(resumed.items.map((i) => i.data.data.noteId)).toEqual([...missed, live]);
    sub2.unsubscribe();
    again.close();
  });

  it('messages.live gives both ends of a conversation each new message, tracked for resuming', async () => {
    const coach = trpcWsClient(world.server.url, world.tokens.coach1);
    const advisor = trpcWsClient(world.server.url, world.tokens.advisor1);
    const coachSeen = collector();
    const advisorSeen = collector();
    const listeners = world.server.deps.live.messages.listenerCount();
    const s1 = coach.client.messages.live.subscribe(undefined, { onData: coachSeen.onData as never });
    const s2 = advisor.client.messages.live.subscribe(undefined, { onData: advisorSeen.onData as never });
    await listening('messages', listeners, 2);
    const sent = await api(world.server.url, 'POST', '/api/advisor/messages', {
      token: world.tokens.coach1,
      body: { content: 'Canlı mesaj' },
    });
    expect(sent.status).toBe(201);
    const [c] = await coachSeen.waitFor(1);
    const [a] = await advisorSeen.waitFor(1);
    expect(c!.data).toMatchObject({ id: sent.body.data.message.id, content: 'Canlı mesaj' });
    expect(a!.id).toBe(c!.id);
    s1.unsubscribe();
    s2.unsubscribe();

    const missed = await api(world.server.url, 'POST', '/api/advisor/messages', {
      token: world.tokens.advisor1,
      body: { content: 'Kaçırılan mesaj', coachId: world.ids.coach1 },
    });
    const resumed = collector();
    const s3 = coach.client.messages.live.subscribe(
      { lastEventId: c!.id },
      { onData: resumed.onData as never },
    );
    const [item] = await resumed.waitFor(1);
    expect(item!.data).toMatchObject({ id: missed.body.data.message.id, senderType: 'ADVISOR' });
    s3.unsubscribe();
    coach.close();
    advisor.close();
  });

  it('refuses subscriptions without a valid session or with a malformed lastEventId', async () => {
    const anonymous = trpcWsClient(world.server.url, 'gecersiz-token-gecersiz-token-gecersiz');
    const error = await new Promise<{ data?: { code?: string } }>((resolve) => {
      anonymous.client.notifications.live.subscribe(undefined, {
        onError: resolve as never,
        onData: () => {},
      });
    });
    expect(error.data?.code).toBe('UNAUTHORIZED');
    anonymous.close();
    const coach = trpcWsClient(world.server.url, world.tokens.coach1);
    const bad = await new Promise<{ data?: { code?: string }; message: string }>((resolve) => {
      coach.client.notifications.live.subscribe(
        { lastEventId: "x' OR 1=1" },
        { onError: resolve as never, onData: () => {} },
      );
    });
    expect(bad.data?.code).toBe('BAD_REQUEST');
    expect(bad.message).toBe('Geçersiz olay kimliği');
    coach.close();
  });
});
