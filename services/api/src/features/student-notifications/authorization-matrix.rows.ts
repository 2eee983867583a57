import { type MatrixRow, studentOnly } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the student's own notifications.
 * Only the STUDENT caller (Elif's account) gets in; every other role 403. A staff member's notification
 * (coach1's, from the live rows) named by the student does not exist for her (404).
 */
type StudentNotificationRow = MatrixRow<{ notification: string }, 'none' | 'bad' | 'student'>;

export const STUDENT_NOTIFICATION_ROWS: StudentNotificationRow[] = [
  ...['', '/unread-count'].map(
    (suffix): StudentNotificationRow => ({
      route: `GET /api/student/notifications${suffix}`,
      call: () => ({ method: 'GET', path: `/api/student/notifications${suffix}` }),
      expect: studentOnly(200),
    }),
  ),
  {
    route: 'PUT /api/student/notifications/:id/read',
    call: (ids) => ({ method: 'PUT', path: `/api/student/notifications/${ids.notification}/read` }),
    expect: studentOnly(404),
  },
  {
    route: 'PUT /api/student/notifications/mark-all-read',
    call: () => ({ method: 'PUT', path: '/api/student/notifications/mark-all-read' }),
    expect: studentOnly(200),
  },
];
