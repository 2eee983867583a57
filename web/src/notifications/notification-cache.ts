import { ADVISOR_NOTIFICATION_LOAD } from '@pusula/contracts/constants';
import type { NotificationItem, NotificationPage } from './api';

/** The bell's query: the 10 latest (spec §9 "advisor notification load 10"). */
export const BELL_INPUT = { page: 1, limit: ADVISOR_NOTIFICATION_LOAD } as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A NOTIFICATION's data as the bell keeps it; null for anything malformed. */
export function toNotificationItem(
  data: unknown,
  now: () => Date = () => new Date(),
): NotificationItem | null {
  if (!isObject(data) || typeof data.id !== 'string') return null;
  const createdAt =
    typeof data.createdAt === 'string'
      ? data.createdAt
      : typeof data.timestamp === 'string'
        ? data.timestamp
        : now().toISOString();
  return {
    id: data.id,
    type: (typeof data.type === 'string'
      ? data.type
      : (data.notificationType ?? 'SYSTEM_NOTIFICATION')) as NotificationItem['type'],
    title: typeof data.title === 'string' ? data.title : '',
    message: typeof data.message === 'string' ? data.message : '',
    data: isObject(data.data) ? data.data : {},
    isRead: data.isRead === true,
    readAt: typeof data.readAt === 'string' ? data.readAt : null,
    createdAt,
  };
}

/** A live notification goes on top (once), the list keeps the latest 10, and an unread one raises the count. */
export function prependNotification(page: NotificationPage | undefined, item: NotificationItem) {
  if (!page || page.notifications.some((n) => n.id === item.id)) return page;
  return {
    ...page,
    notifications: [item, ...page.notifications].slice(0, page.limit),
    total: page.total + 1,
    unreadCount: page.unreadCount + (item.isRead ? 0 : 1),
  };
}

export function markOneRead(page: NotificationPage | undefined, id: string, at: string) {
  if (!page) return page;
  const target = page.notifications.find((n) => n.id === id);
  if (!target || target.isRead) return page;
  return {
    ...page,
    notifications: page.notifications.map((n) => (n.id === id ? { ...n, isRead: true, readAt: at } : n)),
    unreadCount: Math.max(0, page.unreadCount - 1),
  };
}

export function markEveryRead(page: NotificationPage | undefined, at: string) {
  if (!page) return page;
  return {
    ...page,
    notifications: page.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true, readAt: at })),
    unreadCount: 0,
  };
}

export function removeOne(page: NotificationPage | undefined, id: string) {
  if (!page) return page;
  const target = page.notifications.find((n) => n.id === id);
  if (!target) return page;
  return {
    ...page,
    notifications: page.notifications.filter((n) => n.id !== id),
    total: Math.max(0, page.total - 1),
    unreadCount: Math.max(0, page.unreadCount - (target.isRead ? 0 : 1)),
  };
}
