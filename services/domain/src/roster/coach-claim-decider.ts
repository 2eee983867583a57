import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type CoachClaimCommand =
  | { type: 'ClaimCoach'; data: { coachId: string; advisorId: string; now: string } }
  | { type: 'ReleaseCoach'; data: { coachId: string; advisorId: string; now: string } };
type ClaimEvent = EventOf<'CoachClaimed' | 'CoachReleased'>;
type ClaimState = { advisorId: string | null };

/** Stream per coach: a coach works for at most one advisor, even when two advisors add them at once. */
export const coachClaimStreamId = (coachId: string) => `coach-claim-${coachId}`;

export const coachClaimDecider: Decider<CoachClaimCommand, ClaimEvent, ClaimState> = {
  initialState: () => ({ advisorId: null }),
  decide(command, state) {
    const { coachId, advisorId, now } = command.data;
    if (command.type === 'ClaimCoach') {
      if (state.advisorId === advisorId) throw new DomainError('CONFLICT', 'Bu koç zaten ekibinizde');
      if (state.advisorId !== null)
        throw new DomainError('FORBIDDEN', 'Bu koç başka bir danışmanın ekibinde');
      return [{ type: 'CoachClaimed', data: { coachId, advisorId, at: now } }];
    }
    if (state.advisorId !== advisorId) return [];
    return [{ type: 'CoachReleased', data: { coachId, advisorId, at: now } }];
  },
  evolve: (_state, event) => ({ advisorId: event.type === 'CoachClaimed' ? event.data.advisorId : null }),
};
