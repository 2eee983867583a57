import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { invitationDecider } from './invitation-decider';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-25T10:00:00.000Z';
const expiresAt = '2026-11-29T10:00:00.000Z';
const afterExpiry = '2026-11-29T10:00:00.001Z';

const coachInvitation = {
  invitationId: 'i1',
  organisationId: 'org1',
  role: 'COACH' as const,
  email: 'yeni.koc@ornek.com',
  studentId: null,
  invitedBy: 'adv1',
  advisorId: 'adv1',
  coachStudentLimit: 12,
  expiresAt,
};
const sent: EventOf<'InvitationSent'> = { type: 'InvitationSent', data: { ...coachInvitation, at: now } };
const parentSent: EventOf<'InvitationSent'> = {
  type: 'InvitationSent',
  data: {
    ...coachInvitation,
    role: 'PARENT',
    email: null,
    studentId: 's1',
    advisorId: null,
    coachStudentLimit: null,
    invitedBy: 'c1',
    at: now,
  },
};
const accepted: EventOf<'InvitationAccepted'> = {
  type: 'InvitationAccepted',
  data: { invitationId: 'i1', accountId: 'a1', at: later },
};
const declined: EventOf<'InvitationDeclined'> = {
  type: 'InvitationDeclined',
  data: { invitationId: 'i1', at: later },
};
const revoked: EventOf<'InvitationRevoked'> = {
  type: 'InvitationRevoked',
  data: { invitationId: 'i1', revokedBy: 'adv1', at: later },
};

const accept = (
  data: Partial<{
    accountRole: string;
    accountEmail: string;
    move: { fromRosterOwnerId: string; broughtStudentIds: string[] };
    now: string;
  }> = {},
) => ({
  type: 'AcceptInvitation' as const,
  data: {
    invitationId: 'i1',
    accountId: 'a1',
    accountRole: 'COACH',
    accountEmail: 'Yeni.Koc@ornek.com',
    now: later,
    ...data,
  },
});
const decline = (at = later) => ({
  type: 'DeclineInvitation' as const,
  data: { invitationId: 'i1', now: at },
});
const revoke = {
  type: 'RevokeInvitation' as const,
  data: { invitationId: 'i1', revokedBy: 'adv1', now: later },
};

describe('invitation decider', () => {
  describe('SendInvitation', () => {
    it('sends an invitation', () => {
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...coachInvitation, now } })
        .thenEmits([sent]);
    });

    it('sends a pairing-code invitation of a parent without an e-mail', () => {
      const { at: _at, ...data } = parentSent.data;
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...data, now } })
        .thenEmits([parentSent]);
    });

    it('sends once', () => {
      given(invitationDecider, [sent])
        .when({ type: 'SendInvitation', data: { ...coachInvitation, now } })
        .thenRefuses('CONFLICT');
    });

    it('sends an advisor into a company by e-mail only, about no student', () => {
      const advisorInvitation = {
        ...coachInvitation,
        role: 'ADVISOR' as const,
        advisorId: null,
        coachStudentLimit: null,
      };
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...advisorInvitation, now } })
        .thenEmits([{ type: 'InvitationSent', data: { ...advisorInvitation, at: now } }]);
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...advisorInvitation, email: null, now } })
        .thenRefuses('VALIDATION', /Danışman daveti/);
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...advisorInvitation, studentId: 's1', now } })
        .thenRefuses('VALIDATION', /Danışman daveti/);
    });

    it('refuses a coach invitation without an e-mail, a family one without a student, a past expiry', () => {
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...coachInvitation, email: null, now } })
        .thenRefuses('VALIDATION', /e-posta/);
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...coachInvitation, email: 'koc.ornek.com', now } })
        .thenRefuses('VALIDATION', /e-posta/);
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...coachInvitation, role: 'STUDENT', now } })
        .thenRefuses('VALIDATION', /öğrenci/);
      given(invitationDecider)
        .when({ type: 'SendInvitation', data: { ...coachInvitation, now: afterExpiry } })
        .thenRefuses('VALIDATION', /gelecekte/);
    });
  });

  describe('AcceptInvitation', () => {
    it('accepts a sent invitation with the invited address (any case) and role', () => {
      given(invitationDecider, [sent]).when(accept()).thenEmits([accepted]);
    });

    it('records the roster a coach leaves and the students they bring; only a coach moves', () => {
      const move = { fromRosterOwnerId: 'adv9', broughtStudentIds: ['s1', 's2'] };
      given(invitationDecider, [sent])
        .when(accept({ move }))
        .thenEmits([{ ...accepted, data: { ...accepted.data, move } }]);
      given(invitationDecider, [parentSent])
        .when(accept({ accountRole: 'PARENT', move }))
        .thenRefuses('VALIDATION', /Yalnızca bir koç/);
    });

    it('accepts a code invitation from any address', () => {
      given(invitationDecider, [parentSent])
        .when(accept({ accountRole: 'PARENT', accountEmail: 'veli@ornek.com' }))
        .thenEmits([accepted]);
    });

    it('accepts once', () => {
      given(invitationDecider, [sent, accepted])
        .when(accept())
        .thenRefuses('CONFLICT', /daha önce kabul/);
    });

    it('refuses after expiry (7 days), after a decline and after a revocation', () => {
      given(invitationDecider, [sent])
        .when(accept({ now: afterExpiry }))
        .thenRefuses('CONFLICT', /süresi dolmuş/);
      given(invitationDecider, [sent, declined])
        .when(accept())
        .thenRefuses('CONFLICT', /reddedilmiş/);
      given(invitationDecider, [sent, revoked])
        .when(accept())
        .thenRefuses('CONFLICT', /geri alınmış/);
    });

    it('refuses another address and another role', () => {
      given(invitationDecider, [sent])
        .when(accept({ accountEmail: 'baska@ornek.com' }))
        .thenRefuses('FORBIDDEN', /başka bir e-posta/);
      given(invitationDecider, [sent])
        .when(accept({ accountRole: 'PARENT' }))
        .thenRefuses('FORBIDDEN');
    });

    it('refuses an invitation never sent', () => {
      given(invitationDecider).when(accept()).thenRefuses('NOT_FOUND');
    });
  });

  describe('DeclineInvitation', () => {
    it('declines a sent invitation, once', () => {
      given(invitationDecider, [sent]).when(decline()).thenEmits([declined]);
      given(invitationDecider, [sent, declined]).when(decline()).thenRefuses('CONFLICT');
    });

    it('refuses after expiry and after acceptance', () => {
      given(invitationDecider, [sent])
        .when(decline(afterExpiry))
        .thenRefuses('CONFLICT', /süresi dolmuş/);
      given(invitationDecider, [sent, accepted]).when(decline()).thenRefuses('CONFLICT');
    });
  });

  describe('RevokeInvitation', () => {
    it('revokes an open invitation; again is no news', () => {
      given(invitationDecider, [sent]).when(revoke).thenEmits([revoked]);
      given(invitationDecider, [sent, revoked]).when(revoke).thenEmits([]);
    });

    it('cannot revoke an accepted invitation', () => {
      given(invitationDecider, [sent, accepted]).when(revoke).thenRefuses('CONFLICT');
    });
  });
});
