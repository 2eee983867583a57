import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type PublicRequestEvent = EventOf<'ContactRequested' | 'AccountRequestSubmitted'>;
export type SubmitPublicRequest = { type: 'SubmitPublicRequest'; data: PublicRequestEvent };

export const publicRequestStreamId = (requestId: string) => `public-request-${requestId}`;

/** A form submission from the public site: recorded once, never changed. */
export const publicRequestDecider: Decider<SubmitPublicRequest, PublicRequestEvent, { submitted: boolean }> =
  {
    initialState: () => ({ submitted: false }),
    decide(command, state) {
      if (state.submitted) throw new DomainError('CONFLICT', 'Bu talep zaten alındı');
      return [command.data];
    },
    evolve: () => ({ submitted: true }),
  };
