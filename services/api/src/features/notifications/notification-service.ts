import {
  DomainError,
  NOTIFICATION_MESSAGES,
  notificationStateDecider,
  notificationStateStreamId,
} from '@pusula/domain';
import {
  latestNotificationPositionQuery,
  notificationByIdQuery,
  toNotificationDto,
  unreadNotificationCountQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import type { Actor } from '../../commands/handle-command';

/**
 * What a user does with their own notifications is appended to their notification-state stream (not
 * written into the table directly): the notifications projector applies it in log order, so a rebuild
 * of the table replays read and deleted states too, and one writer owns the table. The caller has been
 * authorised for the notification (it is theirs) before.
 */
const handleNotificationStateCommand = defineCommandHandler(
  notificationStateDecider,
  notificationStateStreamId,
  {
    projectors: ['notifications'],
  },
);

const run = (
  deps: AppDeps,
  user: Actor,
  command: Parameters<typeof notificationStateDecider.decide>[0],
  commandId: string,
) => handleNotificationStateCommand(deps, user.userId, command, { commandId, actor: user });

export async function markNotificationRead(
  deps: AppDeps,
  user: Actor,
  notificationId: string,
  commandId: string,
) {
  const row = await found(deps, notificationId);
  await run(
    deps,
    user,
    {
      type: 'MarkNotificationRead',
      data: { userId: user.userId, notificationId, position: row.position, now: deps.now().toISOString() },
    },
    commandId,
  );
  return toNotificationDto(await found(deps, notificationId));
}

/** Deleted meanwhile (another tab): 404, as for any notification that is not there. */
async function found(deps: AppDeps, notificationId: string) {
  const row = await notificationByIdQuery(deps.storage.db, notificationId);
  if (!row) throw new DomainError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
  return row;
}

export async function markAllNotificationsRead(deps: AppDeps, user: Actor, commandId: string) {
  const upTo = await latestNotificationPositionQuery(deps.storage.db, user.userId);
  await run(
    deps,
    user,
    {
      type: 'MarkAllNotificationsRead',
      data: { userId: user.userId, upTo, now: deps.now().toISOString() },
    },
    commandId,
  );
  return { unreadCount: await unreadNotificationCountQuery(deps.storage.db, user.userId) };
}

export async function deleteNotification(
  deps: AppDeps,
  user: Actor,
  notificationId: string,
  commandId: string,
) {
  await run(
    deps,
    user,
    {
      type: 'DeleteNotification',
      data: { userId: user.userId, notificationId, now: deps.now().toISOString() },
    },
    commandId,
  );
  return { id: notificationId, deleted: true };
}
