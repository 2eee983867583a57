import type { PortalUtils } from '../../portal/use-portal-runtime';

/** The list page's page size: what a phone screen or two shows; older ones come with „Daha eski". */
export const STUDENT_NOTIFICATIONS_PAGE = 20;

/** A live notification for the student: the badge and the list read again (the server is the truth). */
export function refreshStudentNotifications(utils: PortalUtils): void {
  void utils.studentNotifications.invalidate();
}
