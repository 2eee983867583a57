import { ATTENTION_RULES, type AttentionReason, type EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type AttentionAckEvent = EventOf<'AttentionReasonAcknowledged'>;

export type AttentionAckCommand = {
  type: 'AcknowledgeAttention';
  data: {
    studentId: string;
    code: AttentionReason;
    ref: string;
    /** The reason's `since` as the queue shows it now (the caller has checked that the reason holds). */
    since: string;
    note: string;
    days: number;
    acknowledgedBy: string;
    now: string;
  };
};

export interface AttentionAckState {
  /** Per reason (`code` + `ref`): the latest acknowledgement. */
  latest: ReadonlyMap<string, { since: string; note: string; until: string }>;
}

/** One stream per student: the attention reasons the coaching team set aside, kept as a history. */
export const attentionAcksStreamId = (studentId: string) => `attention-acks-${studentId}`;

export const ATTENTION_ACK_MESSAGES = {
  note: 'Erteleme gerekçesi en az 3 karakter olmalı',
  days: `Süre ${ATTENTION_RULES.acknowledgeDays.join(', ')} gün olabilir`,
} as const;

const DAY_MS = 86_400_000;
const keyOf = (code: string, ref: string) => `${code}\u0000${ref}`;

export const attentionAckDecider: Decider<AttentionAckCommand, AttentionAckEvent, AttentionAckState> = {
  initialState: () => ({ latest: new Map() }),

  decide(command, state) {
    const { studentId, code, ref, since, days, acknowledgedBy, now } = command.data;
    const note = command.data.note.trim();
    if (note.length < 3)
      throw new DomainError('VALIDATION', ATTENTION_ACK_MESSAGES.note, { note: ATTENTION_ACK_MESSAGES.note });
    if (!(ATTENTION_RULES.acknowledgeDays as readonly number[]).includes(days))
      throw new DomainError('VALIDATION', ATTENTION_ACK_MESSAGES.days, { days: ATTENTION_ACK_MESSAGES.days });
    const until = new Date(Date.parse(now) + days * DAY_MS).toISOString();
    const latest = state.latest.get(keyOf(code, ref));
    // The same reason set aside again with the same words and no later end changes nothing.
    if (latest && latest.since === since && latest.note === note && latest.until >= until) return [];
    return [
      {
        type: 'AttentionReasonAcknowledged',
        data: { studentId, code, ref, since, note, until, acknowledgedBy, at: now },
      },
    ];
  },

  evolve(state, event) {
    const latest = new Map(state.latest);
    const { code, ref, since, note, until } = event.data;
    latest.set(keyOf(code, ref), { since, note, until });
    return { latest };
  },
};
