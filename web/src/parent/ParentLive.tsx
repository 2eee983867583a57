import { useEffect } from 'react';
import type { NotificationItem } from '../notifications/api';
import { trpc } from '../portal/trpc';
import { type PortalUtils, usePortalRuntime } from '../portal/use-portal-runtime';
import type { SignedInSession } from '../session/session-store';
import { ToastViewport } from '../toasts/ToastViewport';

/** What a live notification refreshes on the parent's pages (the bell always: the server is the truth). */
function refreshParentData(item: NotificationItem, utils: PortalUtils): void {
  void utils.parentNotifications.invalidate();
  if (item.data.kind === 'VIDEO_CALL') {
    // The coach is calling: the portal's incoming call shows at once.
    void utils.video.incoming.invalidate();
    return;
  }
  if (item.type === 'NEW_MESSAGE') {
    // The coach (or the other parent) wrote in the family thread: the thread and its unread count.
    void utils.familyMessages.parent.invalidate();
    return;
  }
  // Homework given, its reminders and the weekly summary are about the record the dashboard shows.
  void utils.studentRecord.invalidate();
}

/**
 * While a parent is signed in: the live channel (each notification a toast; the bell and the thread or
 * the record it concerns fetched again) and the toasts' place on the page. Each time the channel (re)opens
 * the bell and the thread are read again: what came while it was closed is not pushed, and the coach may
 * have closed parent messages meanwhile.
 */
export function ParentLive({ s }: { s: SignedInSession }) {
  const utils = trpc.useUtils();
  const state = usePortalRuntime(s, refreshParentData);
  useEffect(() => {
    if (state !== 'connected') return;
    void utils.parentNotifications.invalidate();
    void utils.familyMessages.parent.invalidate();
  }, [state, utils]);
  return <ToastViewport />;
}
