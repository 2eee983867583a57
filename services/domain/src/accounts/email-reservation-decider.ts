import { type EventOf, normaliseEmail } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type ReserveEmail = { type: 'ReserveEmail'; data: { email: string; accountId: string; now: string } };
type ReservationState = { owner: string | null };

/** One stream per normalised email: appending with no_stream is the uniqueness check itself. */
export const emailStreamId = (email: string) => `email-${normaliseEmail(email)}`;

export const EMAIL_TAKEN_MESSAGE = 'Bu e-posta adresiyle kayıtlı bir hesap zaten var';

export const emailReservationDecider: Decider<ReserveEmail, EventOf<'EmailReserved'>, ReservationState> = {
  initialState: () => ({ owner: null }),
  decide(command, state) {
    if (state.owner !== null) throw new DomainError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    const { email, accountId, now } = command.data;
    return [{ type: 'EmailReserved', data: { email: normaliseEmail(email), accountId, at: now } }];
  },
  evolve: (_state, event) => ({ owner: event.data.accountId }),
};
