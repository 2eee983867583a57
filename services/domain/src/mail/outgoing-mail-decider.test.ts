import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { outgoingMailDecider } from './outgoing-mail-decider';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T10:05:00.000Z';
const queue = {
  messageId: 'm1',
  to: 'koc@pusula.dev',
  template: 'PASSWORD_RESET' as const,
  subject: 'Pusula şifre sıfırlama bağlantınız',
  params: { firstName: 'Mehmet', expiresAt: '2026-11-22T11:00:00.000Z' },
  hasSecretLink: true,
  causedBy: { streamId: 'account-a1', eventId: 'e1' },
  accountId: 'a1',
  now,
};
const { now: _now, ...queuedData } = queue;
const queued: EventOf<'EmailQueued'> = { type: 'EmailQueued', data: { ...queuedData, queuedAt: now } };
const sent: EventOf<'EmailSent'> = {
  type: 'EmailSent',
  data: { messageId: 'm1', transport: 'smtp', attempts: 2, sentAt: later },
};
const failed: EventOf<'EmailFailed'> = {
  type: 'EmailFailed',
  data: { messageId: 'm1', attempts: 5, reason: 'bağlantı reddedildi', failedAt: later },
};

describe('outgoing mail decider', () => {
  describe('QueueEmail', () => {
    it('queues a mail', () => {
      given(outgoingMailDecider).when({ type: 'QueueEmail', data: queue }).thenEmits([queued]);
    });

    it('queues a mail once: the same cause again is no news', () => {
      given(outgoingMailDecider, [queued]).when({ type: 'QueueEmail', data: queue }).thenEmits([]);
    });

    it('refuses an address that is no address, and an empty subject', () => {
      given(outgoingMailDecider)
        .when({ type: 'QueueEmail', data: { ...queue, to: 'koc.pusula.dev' } })
        .thenRefuses('VALIDATION', /e-posta/);
      given(outgoingMailDecider)
        .when({ type: 'QueueEmail', data: { ...queue, subject: '  ' } })
        .thenRefuses('VALIDATION', /konusu/);
    });
  });

  describe('RecordEmailSent', () => {
    const record = { messageId: 'm1', transport: 'smtp' as const, attempts: 2, now: later };

    it('records the delivery of a queued mail', () => {
      given(outgoingMailDecider, [queued]).when({ type: 'RecordEmailSent', data: record }).thenEmits([sent]);
    });

    it('records a delivery once, and none after a failure', () => {
      given(outgoingMailDecider, [queued, sent])
        .when({ type: 'RecordEmailSent', data: record })
        .thenEmits([]);
      given(outgoingMailDecider, [queued, failed])
        .when({ type: 'RecordEmailSent', data: record })
        .thenEmits([]);
    });

    it('refuses a mail never queued', () => {
      given(outgoingMailDecider).when({ type: 'RecordEmailSent', data: record }).thenRefuses('NOT_FOUND');
    });
  });

  describe('RecordEmailFailed', () => {
    const record = { messageId: 'm1', attempts: 5, reason: 'bağlantı reddedildi', now: later };

    it('records that a queued mail could not be delivered', () => {
      given(outgoingMailDecider, [queued])
        .when({ type: 'RecordEmailFailed', data: record })
        .thenEmits([failed]);
    });

    it('keeps at most 300 characters of the reason', () => {
      given(outgoingMailDecider, [queued])
        .when({ type: 'RecordEmailFailed', data: { ...record, reason: 'x'.repeat(1000) } })
        .thenEmits([{ type: 'EmailFailed', data: { ...failed.data, reason: 'x'.repeat(300) } }]);
    });

    it('records nothing after a delivery', () => {
      given(outgoingMailDecider, [queued, sent])
        .when({ type: 'RecordEmailFailed', data: record })
        .thenEmits([]);
    });

    it('refuses a mail never queued', () => {
      given(outgoingMailDecider).when({ type: 'RecordEmailFailed', data: record }).thenRefuses('NOT_FOUND');
    });
  });
});
