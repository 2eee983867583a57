import type { EventOf, InvitationRole } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type InvitationEvent = EventOf<
  'InvitationSent' | 'InvitationAccepted' | 'InvitationDeclined' | 'InvitationRevoked'
>;

export type InvitationCommand =
  | { type: 'SendInvitation'; data: Omit<EventOf<'InvitationSent'>['data'], 'at'> & { now: string } }
  | {
      type: 'AcceptInvitation';
      data: {
        invitationId: string;
        accountId: string;
        /** The accepting account's role and e-mail: they must be what the invitation names. */
        accountRole: string;
        accountEmail: string;
        /** COACH: the roster the coach leaves and the students they chose to bring along. */
        move?: { fromRosterOwnerId: string; broughtStudentIds: string[] };
        now: string;
      };
    }
  | { type: 'DeclineInvitation'; data: { invitationId: string; now: string } }
  | { type: 'RevokeInvitation'; data: { invitationId: string; revokedBy: string; now: string } };

export type InvitationState =
  | { status: 'none' }
  | {
      status: 'sent' | 'accepted' | 'declined' | 'revoked';
      role: InvitationRole;
      email: string | null;
      expiresAt: string;
      acceptedBy: string | null;
    };

export const INVITATION_NOT_FOUND_MESSAGE = 'Bu davet bulunamadı veya geçersiz';
export const INVITATION_EXPIRED_MESSAGE =
  'Bu davetin süresi dolmuş. Sizi davet eden kişiden yeni bir davet isteyin.';
export const INVITATION_USED_MESSAGE =
  'Bu davet daha önce kabul edilmiş; bir davet yalnızca bir kez kullanılabilir.';
export const INVITATION_DECLINED_MESSAGE = 'Bu davet reddedilmiş.';
export const INVITATION_REVOKED_MESSAGE = 'Bu davet, gönderen kişi tarafından geri alınmış.';
export const INVITATION_OTHER_EMAIL_MESSAGE =
  'Bu davet başka bir e-posta adresine gönderilmiş. Davetin gönderildiği adresle giriş yapın.';
export const INVITATION_ROLE_MESSAGE = 'Bu davet hesabınızın türüne uygun değil.';

export const invitationStreamId = (invitationId: string) => `invitation-${invitationId}`;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why an invitation can no longer be answered, or null while it can (sent and not expired). */
export function invitationClosedReason(state: InvitationState, now: string): DomainError | null {
  switch (state.status) {
    case 'none':
      return new DomainError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    case 'accepted':
      return new DomainError('CONFLICT', INVITATION_USED_MESSAGE);
    case 'declined':
      return new DomainError('CONFLICT', INVITATION_DECLINED_MESSAGE);
    case 'revoked':
      return new DomainError('CONFLICT', INVITATION_REVOKED_MESSAGE);
    case 'sent':
      return Date.parse(state.expiresAt) <= Date.parse(now)
        ? new DomainError('CONFLICT', INVITATION_EXPIRED_MESSAGE)
        : null;
  }
}

/**
 * One invitation: sent once; then accepted, declined (only while sent and not expired, once) or revoked
 * by its sender (while still open). Expiry needs no event: an invitation past `expiresAt` is simply closed.
 */
export const invitationDecider: Decider<InvitationCommand, InvitationEvent, InvitationState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SendInvitation': {
        if (state.status !== 'none') throw new DomainError('CONFLICT', 'Bu davet zaten gönderilmiş');
        const { now, ...data } = command.data;
        if (data.email !== null && !EMAIL_SHAPE.test(data.email))
          throw new DomainError('VALIDATION', 'Geçerli bir e-posta adresi girin', {
            email: 'Geçerli bir e-posta adresi girin',
          });
        if (data.role === 'COACH' && (data.email === null || data.advisorId === null))
          throw new DomainError('VALIDATION', 'Koç daveti için e-posta adresi gerekli');
        if (data.role === 'ADVISOR' && (data.email === null || data.studentId !== null))
          throw new DomainError('VALIDATION', 'Danışman daveti için e-posta adresi gerekli');
        if ((data.role === 'STUDENT' || data.role === 'PARENT') && data.studentId === null)
          throw new DomainError('VALIDATION', 'Öğrenci ve veli davetleri bir öğrenciye bağlı olmalı');
        if (Date.parse(data.expiresAt) <= Date.parse(now))
          throw new DomainError('VALIDATION', 'Davetin geçerlilik süresi gelecekte olmalı');
        return [{ type: 'InvitationSent', data: { ...data, at: now } }];
      }
      case 'AcceptInvitation': {
        const closed = invitationClosedReason(state, command.data.now);
        if (closed) throw closed;
        const open = state as Exclude<InvitationState, { status: 'none' }>;
        const { invitationId, accountId, accountRole, accountEmail, move, now } = command.data;
        if (accountRole !== open.role) throw new DomainError('FORBIDDEN', INVITATION_ROLE_MESSAGE);
        if (open.email !== null && open.email !== accountEmail.trim().toLowerCase())
          throw new DomainError('FORBIDDEN', INVITATION_OTHER_EMAIL_MESSAGE);
        if (move && open.role !== 'COACH')
          throw new DomainError('VALIDATION', 'Yalnızca bir koç başka bir ekipten öğrencileriyle gelebilir');
        return [
          {
            type: 'InvitationAccepted',
            data: { invitationId, accountId, ...(move ? { move } : {}), at: now },
          },
        ];
      }
      case 'DeclineInvitation': {
        const closed = invitationClosedReason(state, command.data.now);
        if (closed) throw closed;
        return [
          {
            type: 'InvitationDeclined',
            data: { invitationId: command.data.invitationId, at: command.data.now },
          },
        ];
      }
      case 'RevokeInvitation': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
        if (state.status === 'revoked') return [];
        if (state.status !== 'sent') throw invitationClosedReason(state, command.data.now)!;
        const { invitationId, revokedBy, now } = command.data;
        return [{ type: 'InvitationRevoked', data: { invitationId, revokedBy, at: now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'InvitationSent':
        return {
          status: 'sent',
          role: event.data.role,
          email: event.data.email,
          expiresAt: event.data.expiresAt,
          acceptedBy: null,
        };
      case 'InvitationAccepted':
        return state.status === 'none'
          ? state
          : { ...state, status: 'accepted', acceptedBy: event.data.accountId };
      case 'InvitationDeclined':
        return state.status === 'none' ? state : { ...state, status: 'declined' };
      case 'InvitationRevoked':
        return state.status === 'none' ? state : { ...state, status: 'revoked' };
    }
  },
};
