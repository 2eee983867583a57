import {
  type AttentionRuleOverrides,
  type AttentionRuleValues,
  attentionOverridesOf,
  attentionRuleProblem,
  type EventOf,
  type OrganisationKind,
  sameAttentionOverrides,
} from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type OrganisationEvent = EventOf<
  'OrganisationCreated' | 'OrganisationMemberJoined' | 'OrganisationAttentionRulesChanged'
>;

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
    }
  | {
      type: 'SetAttentionRules';
      data: { organisationId: string; values: AttentionRuleValues; changedBy: string; now: string };
    }
  | {
      /** „Varsayılana dön": every threshold back to the platform's. */
      type: 'ResetAttentionRules';
      data: { organisationId: string; changedBy: string; now: string };
    };

export interface OrganisationState {
  exists: boolean;
  kind: OrganisationKind | null;
  members: ReadonlySet<string>;
  /** The attention thresholds the organisation changed (empty: the platform's). */
  attentionOverrides: AttentionRuleOverrides;
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
  initialState: () => ({ exists: false, kind: null, members: new Set(), attentionOverrides: {} }),

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
      // Organisations of accounts registered before organisations existed have no stream (the directory
      // implies them), so the rules do not ask for `exists`: the caller checked the organisation's read model.
      case 'SetAttentionRules': {
        const { organisationId, values, changedBy, now } = command.data;
        const problem = attentionRuleProblem(values);
        if (problem)
          throw new DomainError('VALIDATION', problem.message, { [problem.field]: problem.message });
        return rulesChanged(state, { organisationId, changedBy, now }, attentionOverridesOf(values));
      }
      case 'ResetAttentionRules':
        return rulesChanged(state, command.data, {});
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'OrganisationCreated':
        return {
          ...state,
          exists: true,
          kind: event.data.kind,
          members: new Set([event.data.founderId]),
        };
      case 'OrganisationMemberJoined':
        return { ...state, members: new Set([...state.members, event.data.accountId]) };
      case 'OrganisationAttentionRulesChanged':
        return { ...state, attentionOverrides: event.data.overrides };
    }
  },
};

/** The organisation's new overrides, or nothing when they are the ones it already has. */
function rulesChanged(
  state: OrganisationState,
  change: { organisationId: string; changedBy: string; now: string },
  overrides: AttentionRuleOverrides,
): OrganisationEvent[] {
  if (sameAttentionOverrides(overrides, state.attentionOverrides)) return [];
  const { now, ...data } = change;
  return [{ type: 'OrganisationAttentionRulesChanged', data: { ...data, overrides, at: now } }];
}
