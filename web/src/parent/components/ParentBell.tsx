import { BellLink } from '../../notifications/BellLink';
import { trpc } from '../../portal/trpc';
import { parentTexts } from '../texts';

/**
 * The parent's bell in the portal's menu (on a phone too): a link to /parent/notifications with the
 * unread count. Live notifications and each reconnect read the count again (ParentLive).
 */
export function ParentBell() {
  const count = trpc.parentNotifications.unreadCount.useQuery();
  const unread = count.data?.unreadCount ?? 0;
  return (
    <BellLink to="/parent/notifications" unread={unread} label={parentTexts.notifications.bell(unread)} />
  );
}
