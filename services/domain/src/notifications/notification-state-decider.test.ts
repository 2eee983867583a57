import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { notificationStateDecider } from './notification-state-decider';

const now = '2026-11-22T10:00:00.000Z';
const read: EventOf<'NotificationRead'> = {
  type: 'NotificationRead',
  data: { userId: 'u1', notificationId: 'n1', at: now },
};
const deleted: EventOf<'NotificationDeleted'> = {
  type: 'NotificationDeleted',
  data: { userId: 'u1', notificationId: 'n1', at: now },
};
const allRead: EventOf<'AllNotificationsRead'> = {
  type: 'AllNotificationsRead',
  data: { userId: 'u1', upTo: '0005', at: now },
};
const markRead = (position: string) => ({
  type: 'MarkNotificationRead' as const,
  data: { userId: 'u1', notificationId: 'n1', position, now },
});

describe('notification state decider', () => {
  it('marks a notification read once', () => {
    given(notificationStateDecider).when(markRead('0003')).thenEmits([read]);
    given(notificationStateDecider, [read]).when(markRead('0003')).thenEmits([]);
  });

  it('a notification covered by "mark all read" is already read', () => {
    given(notificationStateDecider, [allRead]).when(markRead('0003')).thenEmits([]);
    given(notificationStateDecider, [allRead])
      .when(markRead('0007'))
      .thenEmits([{ ...read }]);
  });

  it('marks all read up to a position, and not again for an older one', () => {
    const markAll = (upTo: string | null) => ({
      type: 'MarkAllNotificationsRead' as const,
      data: { userId: 'u1', upTo, now },
    });
    given(notificationStateDecider).when(markAll('0005')).thenEmits([allRead]);
    given(notificationStateDecider, [allRead]).when(markAll('0004')).thenEmits([]);
    given(notificationStateDecider, [allRead])
      .when(markAll('0009'))
      .thenEmits([{ ...allRead, data: { ...allRead.data, upTo: '0009' } }]);
    given(notificationStateDecider).when(markAll(null)).thenEmits([]);
  });

  it('deletes once; a deleted notification can be neither read nor deleted again', () => {
    const del = { type: 'DeleteNotification' as const, data: { userId: 'u1', notificationId: 'n1', now } };
    given(notificationStateDecider, [read]).when(del).thenEmits([deleted]);
    given(notificationStateDecider, [deleted]).when(del).thenRefuses('NOT_FOUND', 'Bildirim bulunamadı');
    given(notificationStateDecider, [deleted]).when(markRead('0003')).thenRefuses('NOT_FOUND');
  });
});
