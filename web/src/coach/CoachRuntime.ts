import type { LiveState } from '../live/live-connection';
import type { NotificationItem } from '../notifications/api';
import { type PortalUtils, usePortalRuntime } from '../portal/use-portal-runtime';
import type { SignedInSession } from '../session/session-store';
import { useCallInviteToasts } from '../video/use-call-invite-toasts';

/** What a live notification refreshes in the coach panel. */
function refreshCoachData(item: NotificationItem, utils: PortalUtils): void {
  switch (item.type) {
    case 'NEW_NOTE':
      void utils.notes.invalidate();
      void utils.coach.invalidate();
      break;
    case 'MESSAGE_RECEIVED':
      void utils.messages.invalidate();
      break;
    case 'NEW_MESSAGE': // a parent wrote in a student's family thread, or a student in their own
      void utils.familyMessages.coach.invalidate();
      void utils.coachingMessages.coach.invalidate();
      break;
    case 'APPOINTMENT_REQUEST':
      void utils.calendar.invalidate();
      void utils.video.invalidate();
      break;
    case 'STUDENT_JOINED':
      void utils.coach.invalidate();
      void utils.calendar.invalidate();
      break;
    case 'SYSTEM_NOTIFICATION':
      // The student entered done counts, a deneme or a topic state, or finished a homework in the student app:
      // the open record shows it at once, and the dashboard's attention reasons follow.
      if (isStudentEntry(item.data)) {
        void utils.studentRecord.invalidate();
        void utils.coach.invalidate();
      }
      break;
    default:
      break;
  }
}

const STUDENT_ENTRIES = new Set([
  'STUDENT_PROGRESS',
  'STUDENT_HOMEWORK_DONE',
  'STUDENT_MOCK_EXAM',
  'STUDENT_TOPIC',
]);
const isStudentEntry = (data: Record<string, unknown>) =>
  typeof data.kind === 'string' && STUDENT_ENTRIES.has(data.kind);

/**
 * What runs while a coach is signed in (live toasts and bell, web push with the coach id: see
 * usePortalRuntime), and the call invitations' toasts leaving with their calls.
 */
export function useCoachRuntime(s: SignedInSession): LiveState {
  useCallInviteToasts();
  return usePortalRuntime(s, refreshCoachData);
}
