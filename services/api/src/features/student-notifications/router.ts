import { idField, notificationPageInput } from '@pusula/contracts';
import { listNotificationsQuery, unreadNotificationCountQuery } from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { markAllNotificationsRead, markNotificationRead } from '../notifications/notification-service';

/**
 * The student app's notifications (its bell and /ogrenci/bildirimler): what the notifications projector
 * raised for the signed-in student's own account — coach messages, homework, plan changes. Students only,
 * and only their own: the list is the caller's by construction, one notification is checked by the one
 * `authorize` (someone else's is 404). The staff keep /api/advisor/notifications (spec §7).
 */
const studentOnly = authedProcedure(['STUDENT']);
const idInput = z.object({ id: idField('Bildirim') });

export const studentNotificationsRouter = router({
  list: studentOnly
    .input(notificationPageInput)
    .query(({ ctx, input }) =>
      listNotificationsQuery(ctx.deps.storage.db, ctx.user.userId, input.page, input.limit),
    ),

  unreadCount: studentOnly.query(async ({ ctx }) => ({
    unreadCount: await unreadNotificationCountQuery(ctx.deps.storage.db, ctx.user.userId),
  })),

  markRead: studentOnly.input(idInput).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'notification', notificationId: input.id });
    return markNotificationRead(ctx.deps, ctx.user, input.id, ctx.command.id);
  }),

  markAllRead: studentOnly.mutation(({ ctx }) =>
    markAllNotificationsRead(ctx.deps, ctx.user, ctx.command.id),
  ),
});
