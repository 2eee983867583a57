import type { LiveState } from '../live/live-connection';
import type { NotificationItem } from '../notifications/api';
import { type PortalUtils, usePortalRuntime } from '../portal/use-portal-runtime';
import type { SignedInSession } from '../session/session-store';
import { refreshStudentNotifications } from './notifications/student-notification-queries';

/** What a live notification refreshes in the student app. */
function refreshStudentData(item: NotificationItem, utils: PortalUtils): void {
  // Every one: the bell's count and the list.
  refreshStudentNotifications(utils);
  if (item.type === 'NEW_MESSAGE') {
    // The coach wrote: the open Mesajlar page shows it at once.
    void utils.coachingMessages.student.invalidate();
    return;
  }
  if (item.type === 'MESSAGE_RECEIVED') {
    // The advisor wrote in their conversation with the student („Danışman" on Mesajlar).
    void utils.messages.ownAdvisor.invalidate();
    return;
  }
  // The coach is calling: the incoming call shows at once (StudentFrame's InvitedCalls).
  if (item.data.kind === 'VIDEO_CALL') {
    void utils.video.incoming.invalidate();
    return;
  }
  // A new homework or a change to the weekly program: today and the week follow.
  if (item.data.kind === 'STUDENT_HOMEWORK_ASSIGNED' || item.data.kind === 'STUDENT_PLAN_CHANGED')
    void utils.studentApp.invalidate();
}

/**
 * What runs while a student is signed in: the live channel (toasts, the bell's count, read again each time
 * the channel is signed in) and, once allowed, web push.
 */
export function useStudentRuntime(s: SignedInSession): LiveState {
  return usePortalRuntime(s, refreshStudentData, refreshStudentNotifications);
}
