import { useEffect } from 'react';
import {
  BELL_INPUT,
  prependNotification,
  toNotificationItem,
} from '../advisor/notifications/notification-cache';
import type { LiveState } from '../live/live-connection';
import { useLiveConnection } from '../live/use-live-connection';
import { trpc } from '../portal/trpc';
import { browserPushDeps, listenForForegroundPushes } from '../push/browser';
import { schedulePushSetup } from '../push/push-registration';
import type { SignedInSession } from '../session/session-store';
import { toastForNotification } from '../toasts/toast-rules';
import { toasts } from '../toasts/toasts';

/**
 * What runs while a coach is signed in, as for advisors (see AdvisorRuntime): each live NOTIFICATION
 * becomes a toast (spec §4 rules), goes on top of the bell and refreshes what it concerns; web push is
 * registered 100 ms after sign-in with the coach id as the role-specific id (push-registration.ts).
 */
export function useCoachRuntime(s: SignedInSession): LiveState {
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
      case 'NEW_NOTE':
        void utils.notes.invalidate();
        void utils.coach.invalidate();
        break;
      case 'MESSAGE_RECEIVED':
        void utils.messages.invalidate();
        break;
      case 'APPOINTMENT_REQUEST':
        void utils.calendar.invalidate();
        void utils.video.invalidate();
        break;
      case 'STUDENT_JOINED':
        void utils.coach.invalidate();
        void utils.calendar.invalidate();
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
