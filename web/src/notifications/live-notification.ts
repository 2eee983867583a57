import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../portal/trpc';
import type { NotificationItem, NotificationPage } from './api';
import { BELL_INPUT, prependNotification } from './notification-cache';

type UnreadCount = { unreadCount: number };

/**
 * A live notification goes on top of the bell's list (once) and raises its unread count.
 *
 * The server sends it once it is stored, so a read of the bell still on its way began before it and would
 * put the list back as it was when it arrives (opening a notification, for one, marks it read and reads
 * the bell again). Such a read is called off and asked again: its answer then holds this notification.
 */
export async function addToBell(queryClient: QueryClient, item: NotificationItem): Promise<void> {
  const bell = getQueryKey(trpc.notifications);
  const readOnItsWay = queryClient.isFetching({ queryKey: bell }) > 0;
  if (readOnItsWay) await queryClient.cancelQueries({ queryKey: bell });
  const listKey = getQueryKey(trpc.notifications.list, BELL_INPUT, 'query');
  const before = queryClient.getQueryData<NotificationPage>(listKey);
  const after = prependNotification(before, item);
  if (after !== before) queryClient.setQueryData(listKey, after);
  // Without a list to compare with, the count cannot know the notification already: it is new.
  if ((after !== before || before === undefined) && !item.isRead)
    queryClient.setQueryData<UnreadCount>(
      getQueryKey(trpc.notifications.unreadCount, undefined, 'query'),
      (old) => (old ? { unreadCount: old.unreadCount + 1 } : old),
    );
  if (readOnItsWay) await queryClient.invalidateQueries({ queryKey: bell });
}
