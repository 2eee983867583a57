import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../portal/trpc';
import type { NotificationItem, NotificationPage } from './api';
import { addToBell } from './live-notification';
import { BELL_INPUT } from './notification-cache';

const item = (id: string): NotificationItem => ({
  id,
  type: 'NEW_MESSAGE',
  title: 'Yeni mesaj',
  message: `mesaj ${id}`,
  data: {},
  isRead: false,
  readAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
});
const page = (...notifications: NotificationItem[]): NotificationPage => ({
  notifications,
  total: notifications.length,
  unreadCount: notifications.filter((n) => !n.isRead).length,
  page: 1,
  limit: BELL_INPUT.limit,
});

/** The bell's list as a mounted bell holds it, read from a "server" the test answers by hand. */
function mountedBell(queryClient: QueryClient) {
  const answers: Array<(page: NotificationPage) => void> = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: getQueryKey(trpc.notifications.list, BELL_INPUT, 'query'),
    queryFn: () => new Promise<NotificationPage>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  const tick = () => new Promise((r) => setTimeout(r, 1));
  const settled = async () => {
    while (queryClient.isFetching() > 0) await tick();
  };
  /** Until the bell has asked `n` times, or a second has passed. */
  const asked = async (n: number) => {
    for (let i = 0; i < 1000 && answers.length < n; i++) await tick();
  };
  return { observer, answers, unsubscribe, settled, asked };
}

describe('a live notification on the bell', () => {
  it('goes on top of the list once and raises the unread count once', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getQueryKey(trpc.notifications.list, BELL_INPUT, 'query'), page(item('a')));
    const countKey = getQueryKey(trpc.notifications.unreadCount, undefined, 'query');
    queryClient.setQueryData(countKey, { unreadCount: 1 });

    await addToBell(queryClient, item('b'));
    await addToBell(queryClient, item('b'));

    const list = queryClient.getQueryData<NotificationPage>(
      getQueryKey(trpc.notifications.list, BELL_INPUT, 'query'),
    );
    expect(list?.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(queryClient.getQueryData(countKey)).toEqual({ unreadCount: 2 });
  });

  for (const [when, cached] of [
    ['the list is first read', undefined],
    ['the list is read again', page(item('old'))],
  ] as const)
    it(`stays when ${when}, by a read that began before it and answers after it`, async () => {
      const queryClient = new QueryClient();
      if (cached) queryClient.setQueryData(getQueryKey(trpc.notifications.list, BELL_INPUT, 'query'), cached);
      const bell = mountedBell(queryClient);
      // A read is on its way…
      expect(bell.answers).toHaveLength(1);
      // …when the notification, stored meanwhile, arrives live.
      const added = addToBell(queryClient, item('new'));
      // That read answers with the list as it was when it began; the one asked again holds the notification.
      bell.answers[0]?.(page(item('old')));
      await bell.asked(2);
      bell.answers[1]?.(page(item('new'), item('old')));
      await added;
      await bell.settled();

      expect(bell.observer.getCurrentResult().data?.notifications.map((n) => n.id)).toEqual(['new', 'old']);
      bell.unsubscribe();
    });
});
