import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type MailEvent = EventOf<'EmailQueued' | 'EmailSent' | 'EmailFailed'>;

export type OutgoingMailCommand =
  | { type: 'QueueEmail'; data: Omit<EventOf<'EmailQueued'>['data'], 'queuedAt'> & { now: string } }
  | {
      type: 'RecordEmailSent';
      data: { messageId: string; transport: 'smtp' | 'embedded'; attempts: number; now: string };
    }
  | { type: 'RecordEmailFailed'; data: { messageId: string; attempts: number; reason: string; now: string } };

export type OutgoingMailState = { status: 'none' } | { status: 'queued' | 'sent' | 'failed'; to: string };

/** Not `email-`: those streams reserve addresses for accounts. */
export const outgoingMailStreamId = (messageId: string) => `mail-${messageId}`;

/** Longest failure reason kept in the log (the error of the last attempt, without personal data). */
export const MAIL_FAILURE_REASON_MAX = 300;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One outgoing e-mail: queued once, then sent or failed once. A delivery outcome for a mail that already
 * has one is no news (the worker may report twice after a crash), not an error.
 */
export const outgoingMailDecider: Decider<OutgoingMailCommand, MailEvent, OutgoingMailState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'QueueEmail': {
        if (state.status !== 'none') return [];
        const { now, ...data } = command.data;
        if (!EMAIL_SHAPE.test(data.to))
          throw new DomainError('VALIDATION', 'Geçerli bir e-posta adresi gerekli');
        if (data.subject.trim() === '') throw new DomainError('VALIDATION', 'E-postanın konusu boş olamaz');
        return [{ type: 'EmailQueued', data: { ...data, queuedAt: now } }];
      }
      case 'RecordEmailSent': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND', 'E-posta bulunamadı');
        if (state.status !== 'queued') return [];
        const { messageId, transport, attempts, now } = command.data;
        return [{ type: 'EmailSent', data: { messageId, transport, attempts, sentAt: now } }];
      }
      case 'RecordEmailFailed': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND', 'E-posta bulunamadı');
        if (state.status !== 'queued') return [];
        const { messageId, attempts, reason, now } = command.data;
        return [
          {
            type: 'EmailFailed',
            data: { messageId, attempts, reason: reason.slice(0, MAIL_FAILURE_REASON_MAX), failedAt: now },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'EmailQueued':
        return { status: 'queued', to: event.data.to };
      case 'EmailSent':
        return state.status === 'none' ? state : { ...state, status: 'sent' };
      case 'EmailFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed' };
    }
  },
};
