import type { EventOf } from '@pusula/contracts';
import type { Decider } from '../decider';

type SettingsEvent = EventOf<'ParentMessagesPermissionSet'>;

export type FamilyMessagingSettingsCommand = {
  type: 'SetParentMessagesPermission';
  data: { coachId: string; allowParentMessages: boolean; now: string };
};

export interface FamilyMessagingSettingsState {
  /** Off until the coach turns it on. */
  allowParentMessages: boolean;
}

/** A small stream per coach: the switch "parents may write to me". */
export const familyMessagingStreamId = (coachId: string) => `family-messaging-${coachId}`;

export const familyMessagingSettingsDecider: Decider<
  FamilyMessagingSettingsCommand,
  SettingsEvent,
  FamilyMessagingSettingsState
> = {
  initialState: () => ({ allowParentMessages: false }),
  decide(command, state) {
    const d = command.data;
    // Setting what is already set records nothing: the history shows real changes only.
    if (d.allowParentMessages === state.allowParentMessages) return [];
    return [
      {
        type: 'ParentMessagesPermissionSet',
        data: { coachId: d.coachId, allowParentMessages: d.allowParentMessages, at: d.now },
      },
    ];
  },
  evolve: (_state, event) => ({ allowParentMessages: event.data.allowParentMessages }),
};
