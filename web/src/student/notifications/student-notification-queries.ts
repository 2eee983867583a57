import type { PortalUtils } from '../../portal/use-portal-runtime';

/** A live notification for the student: the badge and the list read again (the server is the truth). */
export function refreshStudentNotifications(utils: PortalUtils): void {
  void utils.studentNotifications.invalidate();
}
