import type { NotificationItem } from '../notifications/api';
import { type PortalUtils, usePortalRuntime } from '../portal/use-portal-runtime';
import type { SignedInSession } from '../session/session-store';
import { ToastViewport } from '../toasts/ToastViewport';

/** What a live notification refreshes on the parent's pages. */
function refreshParentData(item: NotificationItem, utils: PortalUtils): void {
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
  // Homework reminders and the weekly summary are about the record the dashboard shows.
  void utils.studentRecord.invalidate();
}

/**
 * While a parent is signed in: the live channel (each notification a toast; the thread or the record it
 * concerns fetched again) and the toasts' place on the page.
 */
export function ParentLive({ s }: { s: SignedInSession }) {
  usePortalRuntime(s, refreshParentData);
  return <ToastViewport />;
}
