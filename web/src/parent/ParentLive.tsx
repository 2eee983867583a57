import type { NotificationItem } from '../notifications/api';
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
 * Read each time the channel is signed in: the bell, and the thread too, since the coach may have closed
 * parent messages meanwhile (which is no notification).
 */
function rereadParentData(utils: PortalUtils): void {
  void utils.parentNotifications.invalidate();
  void utils.familyMessages.parent.invalidate();
}

/**
 * While a parent is signed in: the live channel (each notification a toast; the bell and the thread or
 * the record it concerns fetched again) and the toasts' place on the page.
 */
export function ParentLive({ s }: { s: SignedInSession }) {
  usePortalRuntime(s, refreshParentData, rereadParentData);
  return <ToastViewport />;
}
