import type { EventOf, Role } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type AccountEvent = EventOf<
  | 'AccountRegistered'
  | 'ProfileUpdated'
  | 'PasswordChanged'
  | 'AccountDeactivated'
  | 'AccountReactivated'
  | 'ParentLinked'
  | 'ParentUnlinked'
  | 'AdvisorProfileUpdated'
>;

export type AccountCommand =
  | { type: 'RegisterAccount'; data: EventOf<'AccountRegistered'>['data'] }
  | { type: 'UpdateProfile'; data: EventOf<'ProfileUpdated'>['data'] }
  | { type: 'ChangePassword'; data: { accountId: string; passwordHash: string; now: string } }
  | { type: 'DeactivateAccount'; data: { accountId: string; reason: string | null; now: string } }
  | { type: 'ReactivateAccount'; data: { accountId: string; now: string } }
  | { type: 'LinkParent'; data: { parentId: string; studentId: string; now: string } }
  | { type: 'UnlinkParent'; data: { parentId: string; studentId: string; now: string } }
  | {
      type: 'UpdateAdvisorProfile';
      data: { advisorId: string; profileAnswers: Record<string, string | string[]>; now: string };
    };

export type AccountState =
  | { status: 'none' }
  | { status: 'registered'; role: Role; active: boolean; linkedStudents: ReadonlySet<string> };

export const accountStreamId = (accountId: string) => `account-${accountId}`;

function existing(state: AccountState) {
  if (state.status === 'none') throw new DomainError('NOT_FOUND', 'Hesap bulunamadı');
  return state;
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterAccount': {
        if (state.status !== 'none') throw new DomainError('CONFLICT', 'Bu hesap zaten var');
        const d = command.data;
        if (d.role === 'COACH' && !d.coach)
          throw new DomainError('VALIDATION', 'Koç hesabı için paket gerekli');
        if (d.role === 'ADVISOR' && !d.advisor)
          throw new DomainError('VALIDATION', 'Danışman bilgileri gerekli');
        return [{ type: 'AccountRegistered', data: d }];
      }
      case 'UpdateProfile':
        existing(state);
        return [{ type: 'ProfileUpdated', data: command.data }];
      case 'ChangePassword':
        existing(state);
        return [
          {
            type: 'PasswordChanged',
            data: {
              accountId: command.data.accountId,
              passwordHash: command.data.passwordHash,
              changedAt: command.data.now,
            },
          },
        ];
      case 'DeactivateAccount': {
        const account = existing(state);
        if (!account.active) return [];
        return [
          {
            type: 'AccountDeactivated',
            data: { accountId: command.data.accountId, reason: command.data.reason, at: command.data.now },
          },
        ];
      }
      case 'ReactivateAccount': {
        const account = existing(state);
        if (account.active) return [];
        return [
          { type: 'AccountReactivated', data: { accountId: command.data.accountId, at: command.data.now } },
        ];
      }
      case 'LinkParent': {
        const account = existing(state);
        if (account.role !== 'PARENT')
          throw new DomainError('VALIDATION', 'Yalnızca veli hesapları öğrenciye bağlanabilir');
        if (account.linkedStudents.has(command.data.studentId)) return [];
        const { parentId, studentId, now } = command.data;
        return [{ type: 'ParentLinked', data: { parentId, studentId, at: now } }];
      }
      case 'UpdateAdvisorProfile': {
        const account = existing(state);
        if (account.role !== 'ADVISOR')
          throw new DomainError('VALIDATION', 'Profil soruları yalnızca danışmanlar içindir');
        const { advisorId, profileAnswers, now } = command.data;
        return [{ type: 'AdvisorProfileUpdated', data: { advisorId, profileAnswers, at: now } }];
      }
      case 'UnlinkParent': {
        const account = existing(state);
        if (!account.linkedStudents.has(command.data.studentId)) return [];
        const { parentId, studentId, now } = command.data;
        return [{ type: 'ParentUnlinked', data: { parentId, studentId, at: now } }];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'AccountRegistered') {
      return { status: 'registered', role: event.data.role, active: true, linkedStudents: new Set() };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'AccountDeactivated':
        return { ...state, active: false };
      case 'AccountReactivated':
        return { ...state, active: true };
      case 'ParentLinked':
        return { ...state, linkedStudents: new Set([...state.linkedStudents, event.data.studentId]) };
      case 'ParentUnlinked':
        return {
          ...state,
          linkedStudents: new Set([...state.linkedStudents].filter((s) => s !== event.data.studentId)),
        };
      default:
        return state;
    }
  },
};
