import type { RestTable } from '../../http/rest-table';

const base = '/api/student/notifications';

/** The student's own notifications over REST, answering `{ data }` like the rest of the student app. */
export const STUDENT_NOTIFICATION_ROUTES: RestTable = [
  {
    method: 'GET',
    path: base,
    procedure: 'studentNotifications.list',
    input: ({ query }) => ({ page: query.page, limit: query.limit }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: `${base}/unread-count`,
    procedure: 'studentNotifications.unreadCount',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/mark-all-read`,
    procedure: 'studentNotifications.markAllRead',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/:id/read`,
    procedure: 'studentNotifications.markRead',
    input: ({ params }) => ({ id: params.id }),
    envelope: 'data',
  },
];
