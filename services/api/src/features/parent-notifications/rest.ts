import type { RestTable } from '../../http/rest-table';

const base = '/api/parent/notifications';

/** The parent's own notifications over REST, answering `{ data }` like the student's. */
export const PARENT_NOTIFICATION_ROUTES: RestTable = [
  {
    method: 'GET',
    path: base,
    procedure: 'parentNotifications.list',
    input: ({ query }) => ({ page: query.page, limit: query.limit }),
    envelope: 'data',
  },
  {
    method: 'GET',
    path: `${base}/unread-count`,
    procedure: 'parentNotifications.unreadCount',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/mark-all-read`,
    procedure: 'parentNotifications.markAllRead',
    envelope: 'data',
  },
  {
    method: 'PUT',
    path: `${base}/:id/read`,
    procedure: 'parentNotifications.markRead',
    input: ({ params }) => ({ id: params.id }),
    envelope: 'data',
  },
];
