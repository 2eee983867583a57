import { commandIdInput, idField, notificationPageInput, type Role } from '@pusula/contracts';
import { listNotificationsQuery, unreadNotificationCountQuery } from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { markAllNotificationsRead, markNotificationRead } from './notification-service';

const idInput = z.object({ id: idField('Bildirim') });

/**
 * The signed-in user's own notifications: list, unread count, mark one or all read. Only `roles` get in,
 * and only to their own: the list is the caller's by construction, one notification is checked by the one
 * `authorize` (someone else's is 404, nothing written). The staff's router adds delete and the live feed.
 */
export function ownNotificationProcedures(roles: readonly Role[]) {
  const own = authedProcedure(roles);
  return {
    list: own
      .input(notificationPageInput)
      .query(({ ctx, input }) =>
        listNotificationsQuery(ctx.deps.storage.db, ctx.user.userId, input.page, input.limit),
      ),

    unreadCount: own.query(async ({ ctx }) => ({
      unreadCount: await unreadNotificationCountQuery(ctx.deps.storage.db, ctx.user.userId),
    })),

    markRead: own.input(idInput).mutation(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'notification', notificationId: input.id });
      return markNotificationRead(ctx.deps, ctx.user, input.id, ctx.command.id);
    }),

    // An input of its own only for the command id: the web's retries of one press send the same id.
    markAllRead: own
      .input(z.object({ commandId: commandIdInput }).optional())
      .mutation(({ ctx }) => markAllNotificationsRead(ctx.deps, ctx.user, ctx.command.id)),
  };
}

/** One portal's own notifications (the student app, the parent portal): that role alone. */
export const ownNotificationsRouter = (role: Role) => router(ownNotificationProcedures([role]));
