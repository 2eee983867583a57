import type { EventOf, OrganisationKind } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type OrganisationEvent = EventOf<'OrganisationCreated' | 'OrganisationMemberJoined'>;

export type OrganisationCommand =
  | {
      type: 'CreateOrganisation';
      data: {
        organisationId: string;
        kind: OrganisationKind;
        name: string;
        founderId: string;
        packageId: string;
        trialEndsAt: string | null;
        now: string;
      };
    }
  | {
      type: 'JoinOrganisation';
      data: Omit<EventOf<'OrganisationMemberJoined'>['data'], 'at'> & { now: string };
    };

export interface OrganisationState {
  exists: boolean;
  kind: OrganisationKind | null;
  members: ReadonlySet<string>;
}

export const organisationStreamId = (organisationId: string) => `organisation-${organisationId}`;

export const ORGANISATION_MESSAGES = {
  exists: 'Bu kurum zaten var',
  nameRequired: 'Kurum adı gerekli',
  unknown: 'Kurum bulunamadı',
  independent: 'Bağımsız koçun kurumuna başka üye katılamaz',
} as const;

/** An organisation is founded once; members join it one by one (an accepted invitation). */
export const organisationDecider: Decider<OrganisationCommand, OrganisationEvent, OrganisationState> = {
  initialState: () => ({ exists: false, kind: null, members: new Set() }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateOrganisation': {
        const { now, ...data } = command.data;
        if (state.exists) throw new DomainError('CONFLICT', ORGANISATION_MESSAGES.exists);
        const name = data.name.trim();
        if (!name)
          throw new DomainError('VALIDATION', ORGANISATION_MESSAGES.nameRequired, {
            name: ORGANISATION_MESSAGES.nameRequired,
          });
        return [{ type: 'OrganisationCreated', data: { ...data, name, at: now } }];
      }
      case 'JoinOrganisation': {
        const { now, ...data } = command.data;
        if (!state.exists) throw new DomainError('NOT_FOUND', ORGANISATION_MESSAGES.unknown);
        // An independent mentor's organisation is theirs alone; their students and parents are not members
        // either (they follow their student record), so nobody joins it.
        if (state.kind === 'INDEPENDENT')
          throw new DomainError('CONFLICT', ORGANISATION_MESSAGES.independent);
        if (state.members.has(data.accountId)) return [];
        return [{ type: 'OrganisationMemberJoined', data: { ...data, at: now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'OrganisationCreated':
        return { exists: true, kind: event.data.kind, members: new Set([event.data.founderId]) };
      case 'OrganisationMemberJoined':
        return { ...state, members: new Set([...state.members, event.data.accountId]) };
    }
  },
};
