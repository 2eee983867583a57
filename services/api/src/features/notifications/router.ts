import { idField, lastEventIdField, notificationPageInput } from '@pusula/contracts';
import {
  listNotificationsQuery,
  notificationsAfterQuery,
  toNotificationDto,
  unreadNotificationCountQuery,
} from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { backlogThenLive } from '../../live/backlog-then-live';
import { trackedItem } from '../../live/tracked';
import { authedProcedure, router } from '../../trpc/init';
import { deleteNotification, markAllNotificationsRead, markNotificationRead } from './notification-service';

/** Only advisors and coaches receive notifications (spec §7: the signed-in advisor or coach). */
const recipient = authedProcedure(['ADVISOR', 'COACH']);
const idInput = z.object({ id: idField('Bildirim') });

export const notificationsRouter = router({
  list: recipient
    .input(notificationPageInput)
    .query(({ ctx, input }) =>
      listNotificationsQuery(ctx.deps.storage.db, ctx.user.userId, input.page, input.limit),
    ),

  unreadCount: recipient.query(async ({ ctx }) => ({
    unreadCount: await unreadNotificationCountQuery(ctx.deps.storage.db, ctx.user.userId),
  })),

  markRead: recipient.input(idInput).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'notification', notificationId: input.id });
    return markNotificationRead(ctx.deps, ctx.user, input.id, ctx.command.id);
  }),

  markAllRead: recipient.mutation(({ ctx }) => markAllNotificationsRead(ctx.deps, ctx.user, ctx.command.id)),

  delete: recipient.input(idInput).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'notification', notificationId: input.id });
    return deleteNotification(ctx.deps, ctx.user, input.id, ctx.command.id);
  }),

  /**
   * The caller's notifications as they are raised, tracked by their log position: a client reconnecting
   * with `lastEventId` first gets every notification it missed (once), then live ones.
   */
  live: recipient
    .input(z.object({ lastEventId: lastEventIdField }).optional())
    .subscription(async function* ({ ctx, input, signal }) {
      const userId = ctx.user.userId;
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'notificationFeed', userId });
      const rows = backlogThenLive({
        feed: ctx.deps.live.notifications,
        userId,
        after: input?.lastEventId ?? null,
        backlog: (after, limit) =>
          notificationsAfterQuery(ctx.deps.storage.db, { position: after, userId: null }, { userId, limit }),
        signal,
      });
      for await (const row of rows) yield trackedItem(row.position, toNotificationDto(row));
    }),
});
