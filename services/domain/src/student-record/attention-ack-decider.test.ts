import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { attentionAckDecider } from './attention-ack-decider';

const now = '2026-11-26T09:00:00.000Z';
const acknowledge = {
  studentId: 's1',
  code: 'NET_FALLING' as const,
  ref: 'TYT/mat',
  since: '2026-11-24T21:00:00.000Z',
  note: '  Veliyle konuşuldu.  ',
  days: 7,
  acknowledgedBy: 'coach-1',
  now,
};
const acknowledged: EventOf<'AttentionReasonAcknowledged'> = {
  type: 'AttentionReasonAcknowledged',
  data: {
    studentId: 's1',
    code: 'NET_FALLING',
    ref: 'TYT/mat',
    since: '2026-11-24T21:00:00.000Z',
    note: 'Veliyle konuşuldu.',
    until: '2026-12-03T09:00:00.000Z',
    acknowledgedBy: 'coach-1',
    at: now,
  },
};

describe('attention acknowledgement decider', () => {
  it('sets a reason aside with the trimmed note until now + the chosen days', () => {
    given(attentionAckDecider)
      .when({ type: 'AcknowledgeAttention', data: acknowledge })
      .thenEmits([acknowledged]);
  });

  it('refuses a note under 3 characters and a length not offered', () => {
    given(attentionAckDecider)
      .when({ type: 'AcknowledgeAttention', data: { ...acknowledge, note: ' ok ' } })
      .thenRefuses('VALIDATION', 'Erteleme gerekçesi en az 3 karakter olmalı');
    given(attentionAckDecider)
      .when({ type: 'AcknowledgeAttention', data: { ...acknowledge, days: 30 } })
      .thenRefuses('VALIDATION', 'Süre 3, 7, 14 gün olabilir');
  });

  it('given the same reason set aside with the same note, when asked again the same day, then nothing changes', () => {
    given(attentionAckDecider, [acknowledged])
      .when({ type: 'AcknowledgeAttention', data: { ...acknowledge, days: 3 } })
      .thenEmits([]);
  });

  it('given a reason set aside, when its data has changed (a new since), then it can be set aside again', () => {
    const since = '2026-11-25T21:00:00.000Z';
    given(attentionAckDecider, [acknowledged])
      .when({ type: 'AcknowledgeAttention', data: { ...acknowledge, since } })
      .thenEmits([{ ...acknowledged, data: { ...acknowledged.data, since } }]);
  });
});
