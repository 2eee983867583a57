import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type NotificationStateEvent = EventOf<'NotificationRead' | 'AllNotificationsRead' | 'NotificationDeleted'>;

/**
 * A user's actions on their own notifications. The service first finds the notification in the read model
 * (it must exist and be the user's); the stream remembers what was read and deleted, so a repeated
 * action appends nothing and a deleted notification cannot be read or deleted again.
 */
export type NotificationStateCommand =
  | {
      type: 'MarkNotificationRead';
      data: { userId: string; notificationId: string; position: string; now: string };
    }
  | { type: 'MarkAllNotificationsRead'; data: { userId: string; upTo: string | null; now: string } }
  | { type: 'DeleteNotification'; data: { userId: string; notificationId: string; now: string } };

export interface NotificationState {
  read: Set<string>;
  deleted: Set<string>;
  /** Notifications at or before this position were read all at once. */
  allReadUpTo: string | null;
}

export const notificationStateStreamId = (userId: string) => `notification-state-${userId}`;

export const NOTIFICATION_MESSAGES = { notFound: 'Bildirim bulunamadı' } as const;

export const notificationStateDecider: Decider<
  NotificationStateCommand,
  NotificationStateEvent,
  NotificationState
> = {
  initialState: () => ({ read: new Set(), deleted: new Set(), allReadUpTo: null }),

  decide(command, state) {
    const { userId, now } = command.data;
    switch (command.type) {
      case 'MarkNotificationRead': {
        const { notificationId, position } = command.data;
        if (state.deleted.has(notificationId))
          throw new DomainError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
        const readAllAlready = state.allReadUpTo !== null && position <= state.allReadUpTo;
        if (state.read.has(notificationId) || readAllAlready) return [];
        return [{ type: 'NotificationRead', data: { userId, notificationId, at: now } }];
      }
      case 'MarkAllNotificationsRead': {
        const { upTo } = command.data;
        if (upTo === null || (state.allReadUpTo !== null && upTo <= state.allReadUpTo)) return [];
        return [{ type: 'AllNotificationsRead', data: { userId, upTo, at: now } }];
      }
      case 'DeleteNotification': {
        const { notificationId } = command.data;
        if (state.deleted.has(notificationId))
          throw new DomainError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
        return [{ type: 'NotificationDeleted', data: { userId, notificationId, at: now } }];
      }
    }
  },

  // Fresh state per fold (initialState), never shared: updated in place to keep long streams linear.
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationRead':
        state.read.add(event.data.notificationId);
        return state;
      case 'AllNotificationsRead':
        return { ...state, allReadUpTo: event.data.upTo };
      case 'NotificationDeleted':
        state.deleted.add(event.data.notificationId);
        state.read.delete(event.data.notificationId);
        return state;
    }
  },
};
