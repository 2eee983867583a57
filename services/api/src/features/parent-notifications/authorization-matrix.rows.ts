import { type MatrixRow, signedOut } from '../../authorization-matrix.row';

/**
 * Rows of the authorisation matrix (authorization-matrix.test.ts) for the parent's own notifications.
 * Only the PARENT caller gets in; every other role (the student's account included) 403. A staff member's
 * notification (coach1's, from the live rows) named by the parent does not exist for them (404).
 */
type ParentNotificationRow = MatrixRow<{ notification: string }, 'none' | 'bad' | 'parent'>;

const parentOnly = (ok: number) => ({ ...signedOut, parent: ok, others: 403 });

export const PARENT_NOTIFICATION_ROWS: ParentNotificationRow[] = [
  ...['', '/unread-count'].map(
    (suffix): ParentNotificationRow => ({
      route: `GET /api/parent/notifications${suffix}`,
      call: () => ({ method: 'GET', path: `/api/parent/notifications${suffix}` }),
      expect: parentOnly(200),
    }),
  ),
  {
    route: 'PUT /api/parent/notifications/:id/read',
    call: (ids) => ({ method: 'PUT', path: `/api/parent/notifications/${ids.notification}/read` }),
    expect: parentOnly(404),
  },
  {
    route: 'PUT /api/parent/notifications/mark-all-read',
    call: () => ({ method: 'PUT', path: '/api/parent/notifications/mark-all-read' }),
    expect: parentOnly(200),
  },
];
