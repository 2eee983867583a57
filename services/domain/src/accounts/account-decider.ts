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
  | 'PasswordResetRequested'
  | 'PasswordResetCompleted'
>;

export type AccountCommand =
  | { type: 'RegisterAccount'; data: EventOf<'AccountRegistered'>['data'] }
  | { type: 'UpdateProfile'; data: EventOf<'ProfileUpdated'>['data'] }
  | { type: 'ChangePassword'; data: { accountId: string; passwordHash: string; now: string } }
  | {
      type: 'RequestPasswordReset';
      data: { accountId: string; requestId: string; requestedBy: string; expiresAt: string; now: string };
    }
  | {
      type: 'ResetPassword';
      data: { accountId: string; requestId: string; passwordHash: string; now: string };
    }
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
  | {
      status: 'registered';
      role: Role;
      active: boolean;
      linkedStudents: ReadonlySet<string>;
      /** Reset links made for the account, by request id: when each expires, and whether it was used. */
      resets: ReadonlyMap<string, { expiresAt: string; used: boolean }>;
    };

export const RESET_LINK_USED_MESSAGE = 'Bu şifre sıfırlama bağlantısı daha önce kullanılmış';
export const RESET_LINK_EXPIRED_MESSAGE = 'Bu şifre sıfırlama bağlantısının süresi dolmuş';
export const RESET_LINK_INVALID_MESSAGE = 'Bu şifre sıfırlama bağlantısı geçersiz';
export const ACCOUNT_INACTIVE_MESSAGE = 'Hesap devre dışı';

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
      case 'RequestPasswordReset': {
        const account = existing(state);
        // A disabled account gets no link: reactivation is the admin's decision, not a mail's.
        if (!account.active) throw new DomainError('CONFLICT', ACCOUNT_INACTIVE_MESSAGE);
        const { accountId, requestId, requestedBy, expiresAt, now } = command.data;
        if (account.resets.has(requestId)) return [];
        if (Date.parse(expiresAt) <= Date.parse(now))
          throw new DomainError('VALIDATION', 'Bağlantının geçerlilik süresi gelecekte olmalı');
        return [
          { type: 'PasswordResetRequested', data: { accountId, requestId, requestedBy, expiresAt, at: now } },
        ];
      }
      case 'ResetPassword': {
        const account = existing(state);
        const { accountId, requestId, passwordHash, now } = command.data;
        const reset = account.resets.get(requestId);
        if (!reset) throw new DomainError('NOT_FOUND', RESET_LINK_INVALID_MESSAGE);
        if (reset.used) throw new DomainError('CONFLICT', RESET_LINK_USED_MESSAGE);
        if (Date.parse(reset.expiresAt) <= Date.parse(now))
          throw new DomainError('CONFLICT', RESET_LINK_EXPIRED_MESSAGE);
        if (!account.active) throw new DomainError('CONFLICT', ACCOUNT_INACTIVE_MESSAGE);
        return [
          { type: 'PasswordResetCompleted', data: { accountId, requestId, at: now } },
          { type: 'PasswordChanged', data: { accountId, passwordHash, changedAt: now } },
        ];
      }
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
      return {
        status: 'registered',
        role: event.data.role,
        active: true,
        linkedStudents: new Set(),
        resets: new Map(),
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'PasswordResetRequested':
        return {
          ...state,
          resets: new Map([
            ...state.resets,
            [event.data.requestId, { expiresAt: event.data.expiresAt, used: false }],
          ]),
        };
      case 'PasswordResetCompleted': {
        const reset = state.resets.get(event.data.requestId);
        if (!reset) return state;
        return {
          ...state,
          resets: new Map([...state.resets, [event.data.requestId, { ...reset, used: true }]]),
        };
      }
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
