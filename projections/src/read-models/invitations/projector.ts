import type { Projector } from '../../projector';

/**
 * Invitations as their senders list them and the invitation page shows them, and which student record a
 * STUDENT account belongs to. Every handler is idempotent (a batch may be applied twice after a crash).
 */
export const invitationsProjector: Projector = {
  name: 'invitations',
  version: 1,
  handles: [
    'InvitationSent',
    'InvitationAccepted',
    'InvitationDeclined',
    'InvitationRevoked',
    'AccountRegistered',
  ],
  tables: ['invitations', 'student_accounts'],

  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'InvitationSent': {
          const d = event.data;
          await trx
            .insertInto('invitations')
            .values({
              id: d.invitationId,
              organisation_id: d.organisationId,
              role: d.role,
              email: d.email,
              student_id: d.studentId,
              invited_by: d.invitedBy,
              advisor_id: d.advisorId,
              coach_student_limit: d.coachStudentLimit,
              status: 'SENT',
              accepted_by: null,
              created_at: d.at,
              expires_at: d.expiresAt,
              closed_at: null,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        }
        case 'InvitationAccepted':
          await trx
            .updateTable('invitations')
            .set({ status: 'ACCEPTED', accepted_by: event.data.accountId, closed_at: event.data.at })
            .where('id', '=', event.data.invitationId)
            .execute();
          break;
        case 'InvitationDeclined':
        case 'InvitationRevoked':
          await trx
            .updateTable('invitations')
            .set({
              status: event.type === 'InvitationDeclined' ? 'DECLINED' : 'REVOKED',
              closed_at: event.data.at,
            })
            .where('id', '=', event.data.invitationId)
            .execute();
          break;
        case 'AccountRegistered':
          if (event.data.role === 'STUDENT' && event.data.studentId)
            await trx
              .insertInto('student_accounts')
              .values({ account_id: event.data.accountId, student_id: event.data.studentId })
              .onConflict((oc) => oc.column('account_id').doNothing())
              .execute();
          break;
      }
    }
  },
};
