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
  | 'EmailVerificationRequested'
  | 'EmailAddressVerified'
  | 'MailPreferencesChanged'
  | 'ParentWeeklySummaryQueued'
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
  | {
      type: 'RequestEmailVerification';
      data: { accountId: string; requestId: string; expiresAt: string; now: string };
    }
  | { type: 'VerifyEmail'; data: { accountId: string; requestId: string; now: string } }
  | {
      type: 'SetMailPreferences';
      data: { accountId: string; weeklySummary: boolean; via: 'link' | 'portal'; now: string };
    }
  | {
      type: 'QueueParentWeeklySummary';
      data: { parentId: string; week: string; studentIds: string[]; now: string };
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
      email: string;
      emailVerified: boolean;
      /** Verification links made for the account, by request id. */
      verifications: ReadonlyMap<string, { expiresAt: string; used: boolean }>;
      /** A parent receives the weekly summary e-mail unless they said otherwise. */
      weeklySummary: boolean;
      /** ISO weeks whose parent summary was queued. */
      summaryWeeks: ReadonlySet<string>;
    };

export const RESET_LINK_USED_MESSAGE = 'Bu şifre sıfırlama bağlantısı daha önce kullanılmış';
export const RESET_LINK_EXPIRED_MESSAGE = 'Bu şifre sıfırlama bağlantısının süresi dolmuş';
export const RESET_LINK_INVALID_MESSAGE = 'Bu şifre sıfırlama bağlantısı geçersiz';
export const ACCOUNT_INACTIVE_MESSAGE = 'Hesap devre dışı';
export const VERIFICATION_LINK_USED_MESSAGE = 'Bu doğrulama bağlantısı daha önce kullanılmış';
export const VERIFICATION_LINK_EXPIRED_MESSAGE = 'Bu doğrulama bağlantısının süresi dolmuş';
export const VERIFICATION_LINK_INVALID_MESSAGE = 'Bu doğrulama bağlantısı geçersiz';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'E-posta adresiniz zaten doğrulanmış';
export const PARENTS_ONLY_SUMMARY_MESSAGE = 'Haftalık özet e-postası yalnızca veliler içindir';

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
      case 'RequestEmailVerification': {
        const account = existing(state);
        // Nothing to verify any more: no link, no mail.
        if (account.emailVerified) return [];
        if (!account.active) throw new DomainError('CONFLICT', ACCOUNT_INACTIVE_MESSAGE);
        const { accountId, requestId, expiresAt, now } = command.data;
        if (account.verifications.has(requestId)) return [];
        if (Date.parse(expiresAt) <= Date.parse(now))
          throw new DomainError('VALIDATION', 'Bağlantının geçerlilik süresi gelecekte olmalı');
        return [
          {
            type: 'EmailVerificationRequested',
            data: { accountId, requestId, email: account.email, expiresAt, at: now },
          },
        ];
      }
      case 'VerifyEmail': {
        const account = existing(state);
        const { accountId, requestId, now } = command.data;
        const link = account.verifications.get(requestId);
        if (!link) throw new DomainError('NOT_FOUND', VERIFICATION_LINK_INVALID_MESSAGE);
        if (link.used) throw new DomainError('CONFLICT', VERIFICATION_LINK_USED_MESSAGE);
        if (account.emailVerified) throw new DomainError('CONFLICT', EMAIL_ALREADY_VERIFIED_MESSAGE);
        if (Date.parse(link.expiresAt) <= Date.parse(now))
          throw new DomainError('CONFLICT', VERIFICATION_LINK_EXPIRED_MESSAGE);
        return [
          { type: 'EmailAddressVerified', data: { accountId, requestId, email: account.email, at: now } },
        ];
      }
      case 'SetMailPreferences': {
        const account = existing(state);
        if (account.role !== 'PARENT') throw new DomainError('VALIDATION', PARENTS_ONLY_SUMMARY_MESSAGE);
        const { accountId, weeklySummary, via, now } = command.data;
        if (account.weeklySummary === weeklySummary) return [];
        return [{ type: 'MailPreferencesChanged', data: { accountId, weeklySummary, via, at: now } }];
      }
      case 'QueueParentWeeklySummary': {
        const account = existing(state);
        if (account.role !== 'PARENT') throw new DomainError('VALIDATION', PARENTS_ONLY_SUMMARY_MESSAGE);
        const { parentId, week, studentIds, now } = command.data;
        // Opted out, disabled, nobody to report on, or this week's is on its way already: nothing.
        if (!account.weeklySummary || !account.active || studentIds.length === 0) return [];
        if (account.summaryWeeks.has(week)) return [];
        return [{ type: 'ParentWeeklySummaryQueued', data: { parentId, week, studentIds, at: now } }];
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
        email: event.data.email,
        // Older events and accounts made by an admin or the seed carry no flag: verified.
        emailVerified: event.data.emailVerified !== false,
        verifications: new Map(),
        weeklySummary: true,
        summaryWeeks: new Set(),
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
      case 'EmailVerificationRequested':
        return {
          ...state,
          verifications: new Map([
            ...state.verifications,
            [event.data.requestId, { expiresAt: event.data.expiresAt, used: false }],
          ]),
        };
      case 'EmailAddressVerified': {
        const link = state.verifications.get(event.data.requestId);
        return {
          ...state,
          emailVerified: true,
          verifications: link
            ? new Map([...state.verifications, [event.data.requestId, { ...link, used: true }]])
            : state.verifications,
        };
      }
      case 'MailPreferencesChanged':
        return { ...state, weeklySummary: event.data.weeklySummary };
      case 'ParentWeeklySummaryQueued':
        return { ...state, summaryWeeks: new Set([...state.summaryWeeks, event.data.week]) };
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
