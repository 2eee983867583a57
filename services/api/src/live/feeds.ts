import type { EventStore } from '@pusula/eventstore';
import {
  allMessagesAfterQuery,
  type MessageRow,
  type NotificationRow,
  newestMessagePositionQuery,
  newestNotificationPositionQuery,
  notificationsAfterQuery,
  type ReadDb,
} from '@pusula/projections';
import { ReadModelFeed } from './read-model-feed';

export interface LiveFeeds {
  notifications: ReadModelFeed<NotificationRow>;
  messages: ReadModelFeed<MessageRow>;
  /** Wakes the feed of a projector that just committed (here or in another process; '*': every feed). */
  committed(projector: string): void;
  close(): Promise<void>;
}

/**
 * The feeds start at the head of the log: rows raised by events already in the log when the process
 * started (a replay, a rebuild) are history, read through the lists and the subscriptions' backlog, and
 * never pushed again.
 */
export async function createLiveFeeds(
  db: ReadDb,
  store: EventStore,
  options: { pollMs?: number } = {},
): Promise<LiveFeeds> {
  const head = (await store.head()) ?? '';
  // A synthetic row without a user: "past every notification at this position".
  const notificationAt = (position: string) => ({ position, user_id: '' }) as NotificationRow;
  const notifications = new ReadModelFeed<NotificationRow>(
    {
      projector: 'notifications',
      fetchAfter: (last, limit) =>
        notificationsAfterQuery(db, last ? { position: last.position, userId: last.user_id || null } : null, {
          limit,
        }),
      newestPosition: () => newestNotificationPositionQuery(db),
      recipients: (row) => [row.user_id],
      cursorAt: notificationAt,
    },
    head ? notificationAt(head) : null,
    options,
  );
  const messages = new ReadModelFeed<MessageRow>(
    {
      projector: 'messages',
      fetchAfter: (last, limit) => allMessagesAfterQuery(db, last?.position ?? null, limit),
      newestPosition: () => newestMessagePositionQuery(db),
      // Both ends of a conversation follow it; a student has no account.
      recipients: (row) =>
        row.participant_type === 'COACH' ? [row.advisor_id, row.participant_id] : [row.advisor_id],
      cursorAt: (position) => ({ position }) as MessageRow,
    },
    head ? ({ position: head } as MessageRow) : null,
    options,
  );
  const byProjector = new Map<string, { poke(): void }>([
    ['notifications', notifications],
    ['messages', messages],
  ]);
  return {
    notifications,
    messages,
    committed: (projector) => {
      if (projector === '*') for (const feed of byProjector.values()) feed.poke();
      else byProjector.get(projector)?.poke();
    },
    async close() {
      await Promise.all([notifications.close(), messages.close()]);
    },
  };
}
