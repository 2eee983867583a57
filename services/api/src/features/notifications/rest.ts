import type { RestTable } from '../../http/rest-table';

const base = '/api/advisor/notifications';

/** /api/advisor/notifications (spec §7): the signed-in advisor's or coach's own notifications. */
export const NOTIFICATION_ROUTES: RestTable = [
  {
    method: 'GET',
    path: base,
    procedure: 'notifications.list',
    input: ({ query }) => ({ page: query.page, limit: query.limit }),
    envelope: 'success',
  },
  {
    method: 'GET',
    path: `${base}/unread-count`,
    procedure: 'notifications.unreadCount',
    envelope: 'success',
  },
  {
    method: 'PUT',
    path: `${base}/mark-all-read`,
    procedure: 'notifications.markAllRead',
    envelope: 'success',
  },
  {
    method: 'PUT',
    path: `${base}/:id/read`,
    procedure: 'notifications.markRead',
    input: ({ params }) => ({ id: params.id }),
    envelope: 'success',
  },
  {
    method: 'DELETE',
    path: `${base}/:id/delete`,
    procedure: 'notifications.delete',
    input: ({ params }) => ({ id: params.id }),
    envelope: 'success',
  },
];
