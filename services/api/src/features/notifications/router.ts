import { idField, lastEventIdField } from '@pusula/contracts';
import { notificationsAfterQuery, toNotificationDto } from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { backlogThenLive } from '../../live/backlog-then-live';
import { trackedItem } from '../../live/tracked';
import { authedProcedure, router } from '../../trpc/init';
import { deleteNotification } from './notification-service';
import { ownNotificationProcedures } from './own-notifications-router';

/** The staff's notifications: advisors and coaches (spec §7: the signed-in advisor or coach). */
const STAFF = ['ADVISOR', 'COACH'] as const;
const recipient = authedProcedure(STAFF);
const idInput = z.object({ id: idField('Bildirim') });

export const notificationsRouter = router({
  ...ownNotificationProcedures(STAFF),

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
