import { useEffect } from 'react';
import type { LiveState } from '../live/live-connection';
import { useLiveConnection } from '../live/use-live-connection';
import { trpc } from '../portal/trpc';
import { browserPushDeps, listenForForegroundPushes } from '../push/browser';
import { schedulePushSetup } from '../push/push-registration';
import type { SignedInSession } from '../session/session-store';
import { toastForNotification } from '../toasts/toast-rules';
import { toasts } from '../toasts/toasts';
import { BELL_INPUT, prependNotification, toNotificationItem } from './notifications/notification-cache';

/**
 * What runs while an advisor is signed in: the live channel (each NOTIFICATION becomes a toast, goes on
 * top of the bell and refreshes what it concerns) and web push registration 100 ms after sign-in.
 */
export function useAdvisorRuntime(s: SignedInSession): LiveState {
  const utils = trpc.useUtils();

  const state = useLiveConnection(s.token, (data) => {
    const item = toNotificationItem(data);
    if (!item) return;
    toasts.show(toastForNotification(item));
    let added = false;
    utils.notifications.list.setData(BELL_INPUT, (old) => {
      const next = prependNotification(old, item);
      added = next !== old;
      return next;
    });
    const listLoaded = utils.notifications.list.getData(BELL_INPUT) !== undefined;
    if ((added || !listLoaded) && !item.isRead)
      utils.notifications.unreadCount.setData(undefined, (old) =>
        old ? { unreadCount: old.unreadCount + 1 } : old,
      );
    switch (item.type) {
      case 'MESSAGE_RECEIVED':
        void utils.messages.invalidate();
        break;
      case 'NOTE_READ':
      case 'NOTE_REPLIED':
        void utils.notes.invalidate();
        void utils.advisor.dashboard.invalidate();
        void utils.advisor.coachStats.invalidate();
        break;
      case 'STUDENT_JOINED':
        void utils.advisor.invalidate();
        break;
      default:
        break;
    }
  });

  useEffect(() => {
    listenForForegroundPushes();
    return schedulePushSetup(s, browserPushDeps());
  }, [s]);

  useEffect(() => () => toasts.clear(), []);

  return state;
}
