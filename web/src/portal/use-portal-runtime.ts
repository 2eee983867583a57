import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveState } from '../live/live-connection';
import { useLiveConnection } from '../live/use-live-connection';
import type { NotificationItem } from '../notifications/api';
import { addToBell } from '../notifications/live-notification';
import { toNotificationItem } from '../notifications/notification-cache';
import { browserPushDeps, listenForForegroundPushes } from '../push/browser';
import { schedulePushSetup } from '../push/push-registration';
import type { SignedInSession } from '../session/session-store';
import { isAnnouncedOnPage, toastForNotification } from '../toasts/toast-rules';
import { toasts } from '../toasts/toasts';
import { trpc } from './trpc';

export type PortalUtils = ReturnType<typeof trpc.useUtils>;

/** The staff bell (coach, advisor): its list and unread count. */
const rereadStaffBell = (utils: PortalUtils) => void utils.notifications.invalidate();

/**
 * What runs while someone is signed in to a portal: the live channel (each NOTIFICATION becomes a toast
 * (spec §4 rules) and goes on top of the bell; `refresh` then invalidates what it concerns in that portal)
 * and web push registration 100 ms after sign-in (push-registration.ts picks the role-specific id).
 * Each time the server signs the channel in, `reread` reads the portal's notifications again: what was
 * raised before that moment (while the page loaded, or while the channel was down) never comes over it.
 */
export function usePortalRuntime(
  s: SignedInSession,
  refresh: (item: NotificationItem, utils: PortalUtils) => void,
  reread: (utils: PortalUtils) => void = rereadStaffBell,
): LiveState {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();

  const state = useLiveConnection(s.token, (data) => {
    const item = toNotificationItem(data);
    if (!item) return;
    if (!isAnnouncedOnPage(item)) toasts.show(toastForNotification(item));
    void addToBell(queryClient, item);
    refresh(item, utils);
  });

  useEffect(() => {
    if (state === 'connected') reread(utils);
  }, [state, reread, utils]);

  useEffect(() => {
    listenForForegroundPushes();
    return schedulePushSetup(s, browserPushDeps());
  }, [s]);

  useEffect(() => () => toasts.clear(), []);

  return state;
}
