import type { LiveState } from '../live/live-connection';
import type { NotificationItem } from '../notifications/api';
import { type PortalUtils, usePortalRuntime } from '../portal/use-portal-runtime';
import type { SignedInSession } from '../session/session-store';

/** What a live notification refreshes in the advisor portal. */
function refreshAdvisorData(item: NotificationItem, utils: PortalUtils): void {
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
}

/** What runs while an advisor is signed in (live toasts and bell, web push): see usePortalRuntime. */
export function useAdvisorRuntime(s: SignedInSession): LiveState {
  return usePortalRuntime(s, refreshAdvisorData);
}
