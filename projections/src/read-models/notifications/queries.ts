import type { NotificationDto, NotificationType } from '@pusula/contracts';
import { type Selectable, sql } from 'kysely';
import type { ReadDb } from '../../db';
import type { NotificationsTable } from './tables';

export type NotificationRow = Selectable<NotificationsTable>;

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    isRead: row.is_read,
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Newest first, as the list shows them. */
export async function listNotificationsQuery(db: ReadDb, userId: string, page: number, limit: number) {
  const mine = db.selectFrom('notifications').where('user_id', '=', userId);
  const [rows, counts] = await Promise.all([
    mine
      .selectAll()
      .orderBy('position', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    mine
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('is_read', '=', false).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    notifications: rows.map(toNotificationDto),
    total: Number(counts.total),
    unreadCount: Number(counts.unread),
    page,
    limit,
  };
}

export async function unreadNotificationCountQuery(db: ReadDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function notificationByIdQuery(db: ReadDb, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's newest notification position: "mark all read" covers everything up to it. */
export async function latestNotificationPositionQuery(db: ReadDb, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row?.p as string | null) ?? null;
}

/**
 * Notifications after a position in log order: of one user (a resuming subscriber), or of everyone (the
 * live fan-out, which filters by connected users itself).
 */
export async function notificationsAfterQuery(
  db: ReadDb,
  after: NotificationCursor | null,
  options: { userId?: string; limit: number },
): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll();
  if (options.userId) query = query.where('user_id', '=', options.userId);
  // (position, user_id) is unique: a page never cuts a position's notifications in two.
  if (after?.userId)
    query = query.where(sql<boolean>`(position, user_id) > (${after.position}, ${after.userId})`);
  else if (after) query = query.where('position', '>', after.position);
  return query.orderBy('position').orderBy('user_id').limit(options.limit).execute();
}

/** Position of the newest notification (null when there is none): where a new live listener starts. */
export async function newestNotificationPositionQuery(db: ReadDb): Promise<string | null> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<string | null>`max(position)`.as('position'))
    .executeTakeFirst();
  return row?.position ?? null;
}

/** Where a reader of the notifications table stands; no userId: past every notification at `position`. */
export interface NotificationCursor {
  position: string;
  userId: string | null;
}
