import { randomInt } from 'node:crypto';
import {
  INVITATION_TTL_MS,
  type InvitationDto,
  type InvitationPreview,
  type InvitationRole,
  normaliseEmail,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
} from '@pusula/contracts';
import {
  DomainError,
  INVITATION_NOT_FOUND_MESSAGE,
  invitationStreamId,
  ROSTER_MESSAGES,
} from '@pusula/domain';
import {
  accountByEmailQuery,
  accountByIdQuery,
  invitationByIdQuery,
  invitationStatusOf,
  organisationByIdQuery,
  studentHasAccountQuery,
  toInvitationDto,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { sha256 } from '../../auth/sessions';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { causeOf, mailIdFor, queueMail } from '../mail/mail-service';
import { publicUrlOf } from '../mail/mail-worker';
import {
  forgetMailSecret,
  forgetOneTimeLink,
  INVITATION_LINKS,
  issueOneTimeLink,
} from '../mail/one-time-link';
import { coachStudentsOf } from './accept-invitation';
import {
  closedRefusal,
  countCodeAttempt,
  handleInvitationCommand,
  openInvitation,
  sendCommandIdOf,
  sentCause,
  studentName,
  tokenRowBy,
} from './open-invitation';
import { organisationNameBeside, organisationOfAccount, organisationOfStudent } from './organisations';
import { INVITATION_TEXTS } from './texts';

/** A pairing code: 8 characters of an alphabet without 0/O and 1/I, from the system's CSPRNG. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++)
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

interface SendInput {
  role: InvitationRole;
  organisationId: string;
  email: string | null;
  studentId: string | null;
  advisorId: string | null;
  coachStudentLimit: number | null;
}

/**
 * Sends an invitation: its link token (256 bits) and, for a student or parent, its pairing code are made
 * here and kept only as SHA-256 (`invitation_tokens`); the link waits for its mail in `mail_secrets`. Then
 * `InvitationSent`, then the mail (caused by it). The code is answered once and never again.
 */
async function sendInvitation(
  deps: AppDeps,
  input: SendInput,
  commandId: string,
  actor: Actor,
): Promise<{ invitation: InvitationDto; code: string | null }> {
  const invitationId = derivedId(commandId, 'invitation-id');
  const sendCommandId = sendCommandIdOf(invitationId);
  const cause = causeOf(invitationStreamId(invitationId), sendCommandId);
  const messageId = mailIdFor(cause);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  // Staff are invited by mail only; a student or parent may be given a code instead.
  const code = input.role === 'STUDENT' || input.role === 'PARENT' ? newPairingCode() : null;
  const { made } = await issueOneTimeLink(deps.storage.db, INVITATION_LINKS, {
    key: invitationId,
    columns: { code_hash: code ? sha256(code) : null },
    now,
    expiresAt,
    link: (token) => `${publicUrlOf(deps)}/davet/${token}`,
    // Without an address the invitation is only shown (its code): no mail will carry the link.
    messageId: input.email ? messageId : null,
  });
  try {
    await handleInvitationCommand(
      deps,
      invitationId,
      {
        type: 'SendInvitation',
        data: {
          invitationId,
          organisationId: input.organisationId,
          role: input.role,
          email: input.email,
          studentId: input.studentId,
          invitedBy: actor.userId,
          advisorId: input.advisorId,
          coachStudentLimit: input.coachStudentLimit,
          expiresAt: expiresAt.toISOString(),
          now: now.toISOString(),
        },
      },
      { commandId: sendCommandId, actor },
    );
  } catch (error) {
    if (made) await forgetOneTimeLink(deps.storage.db, INVITATION_LINKS, invitationId, messageId);
    throw error;
  }
  const row = (await invitationByIdQuery(deps.storage.db, invitationId))!;
  if (input.email) {
    const inviter = await accountByIdQuery(deps.storage.db, actor.userId);
    const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}` : '';
    const student = input.studentId ? await studentName(deps, input.studentId) : null;
    await queueMail(
      deps,
      {
        cause,
        to: input.email,
        template: 'INVITATION',
        params: {
          role: input.role,
          inviterName,
          organisationName:
            (await organisationNameBeside(deps.storage.db, input.organisationId, inviterName)) ?? '',
          studentFirstName: student?.first_name ?? '',
          expiresAt: expiresAt.toISOString(),
        },
        hasSecretLink: true,
        accountId: null,
      },
      actor,
    );
  }
  // A retry of the same command cannot show the code again: only its hash exists.
  return { invitation: toInvitationDto(row, deps.now()), code: made ? code : null };
}

/** An advisor invites a coach by e-mail into their roster (the coach joins only by accepting). */
export async function inviteCoach(
  deps: AppDeps,
  advisor: Actor,
  input: { email: string; studentLimit?: number },
  commandId: string,
) {
  const email = normaliseEmail(input.email);
  const existing = await accountByEmailQuery(deps.storage.db, email);
  if (existing?.role === 'COACH' && existing.advisor_id === advisor.userId)
    throw new DomainError('CONFLICT', INVITATION_TEXTS.alreadyInTeam);
  const self = await accountByIdQuery(deps.storage.db, advisor.userId);
  const limit = self?.max_coach_limit ?? 10;
  if (self && self.coach_count >= limit) throw new DomainError('CONFLICT', ROSTER_MESSAGES.coachLimit(limit));
  return sendInvitation(
    deps,
    {
      role: 'COACH',
      organisationId: await organisationOfAccount(deps.storage.db, advisor.userId),
      email,
      studentId: null,
      advisorId: advisor.userId,
      coachStudentLimit: input.studentLimit ?? null,
    },
    commandId,
    advisor,
  );
}

/**
 * An advisor of a coaching company invites another advisor into it by e-mail (they join by accepting, with
 * a team of their own). An independent mentor's practice is theirs alone: nobody is invited into it.
 */
export async function inviteAdvisor(
  deps: AppDeps,
  advisor: Actor,
  input: { email: string },
  commandId: string,
) {
  const email = normaliseEmail(input.email);
  const organisationId = await organisationOfAccount(deps.storage.db, advisor.userId);
  const organisation = await organisationByIdQuery(deps.storage.db, organisationId);
  if (organisation?.kind !== 'COMPANY') throw new DomainError('FORBIDDEN', INVITATION_TEXTS.notACompany);
  const existing = await accountByEmailQuery(deps.storage.db, email);
  if (existing?.role === 'ADVISOR' && existing.organisation_id === organisationId)
    throw new DomainError('CONFLICT', INVITATION_TEXTS.alreadyInCompany);
  return sendInvitation(
    deps,
    { role: 'ADVISOR', organisationId, email, studentId: null, advisorId: null, coachStudentLimit: null },
    commandId,
    advisor,
  );
}

/**
 * The documented add-coach with a coach id: a coach in no roster is not taken silently any more, they are
 * sent an invitation (answered). Another advisor's coach stays 403, one already in the roster 409.
 */
export async function inviteCoachById(deps: AppDeps, advisor: Actor, coachId: string, commandId: string) {
  const coach = await accountByIdQuery(deps.storage.db, coachId);
  if (coach?.role !== 'COACH') throw new DomainError('NOT_FOUND', 'Koç bulunamadı');
  if (coach.advisor_id !== null && coach.advisor_id !== advisor.userId)
    throw new DomainError('FORBIDDEN', 'Bu işlem için yetkiniz yok');
  // By id only a coach of the advisor's own organisation; anyone else is invited by e-mail.
  const self = await accountByIdQuery(deps.storage.db, advisor.userId);
  if (coach.organisation_id !== self?.organisation_id)
    throw new DomainError('FORBIDDEN', 'Bu işlem için yetkiniz yok');
  if (coach.advisor_id === advisor.userId) throw new DomainError('CONFLICT', INVITATION_TEXTS.alreadyInTeam);
  if (!coach.is_active) throw new DomainError('CONFLICT', 'Bu koçun hesabı aktif değil');
  return inviteCoach(deps, advisor, { email: coach.email }, commandId);
}

/** A coach or advisor who may see the student invites the student or a parent (the caller authorised it). */
export async function inviteToStudent(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; role: 'STUDENT' | 'PARENT'; email?: string },
  commandId: string,
) {
  if (input.role === 'STUDENT' && (await studentHasAccountQuery(deps.storage.db, input.studentId)))
    throw new DomainError('CONFLICT', INVITATION_TEXTS.studentHasAccount);
  const organisationId =
    (await organisationOfStudent(deps.storage.db, input.studentId)) ??
    (await organisationOfAccount(deps.storage.db, actor.userId));
  return sendInvitation(
    deps,
    {
      role: input.role,
      organisationId,
      email: input.email ? normaliseEmail(input.email) : null,
      studentId: input.studentId,
      advisorId: null,
      coachStudentLimit: null,
    },
    commandId,
    actor,
  );
}

/** May this caller revoke (and see) the invitation? Its sender's side: the advisor, or who may see the student. */
export async function revokeInvitation(
  deps: AppDeps,
  actor: Actor,
  invitationId: string,
  commandId: string,
  mayManageStudent: (studentId: string) => Promise<boolean>,
) {
  const row = await invitationByIdQuery(deps.storage.db, invitationId);
  const mine =
    row &&
    (row.role === 'ADVISOR'
      ? row.invited_by === actor.userId
      : row.role === 'COACH'
        ? row.advisor_id === actor.userId
        : row.student_id !== null && (await mayManageStudent(row.student_id)));
  if (!row || !mine) throw new DomainError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
  await handleInvitationCommand(
    deps,
    invitationId,
    {
      type: 'RevokeInvitation',
      data: { invitationId, revokedBy: actor.userId, now: deps.now().toISOString() },
    },
    { commandId, actor },
  );
  // The link and code stop at once (the decider refuses them too).
  await forgetMailSecret(deps.storage.db, mailIdFor(sentCause(row)));
  return toInvitationDto((await invitationByIdQuery(deps.storage.db, invitationId))!, deps.now());
}

/**
 * What the invitation page shows to whoever holds the link (or code): who invites, the organisation, the
 * role, the student's first name and the status; to a signed-in coach, the students the choice is about.
 * A closed invitation answers its status and reason.
 */
export async function previewInvitation(
  deps: AppDeps,
  by: { token?: string; code?: string },
  client: { ip: string; accountId?: string | null },
): Promise<InvitationPreview> {
  if (by.code) await countCodeAttempt(deps, client.ip);
  const token = await tokenRowBy(deps, by);
  const row = token ? await invitationByIdQuery(deps.storage.db, token.invitation_id) : undefined;
  if (!row)
    throw new DomainError('NOT_FOUND', by.code ? INVITATION_TEXTS.codeUnknown : INVITATION_NOT_FOUND_MESSAGE);
  const status = invitationStatusOf(row, deps.now());
  // A code names only an open invitation: a closed one is as unknown as a wrong code.
  if (by.code && status !== 'SENT') throw new DomainError('NOT_FOUND', INVITATION_TEXTS.codeUnknown);
  const [inviter, student, viewer] = await Promise.all([
    accountByIdQuery(deps.storage.db, row.invited_by),
    row.student_id ? studentName(deps, row.student_id) : undefined,
    client.accountId ? accountByIdQuery(deps.storage.db, client.accountId) : undefined,
  ]);
  const inviterName = inviter ? `${inviter.first_name} ${inviter.last_name}` : '';
  const refusal = closedRefusal(row, deps.now(), false);
  return {
    role: row.role,
    status,
    inviterName,
    organisationName: await organisationNameBeside(deps.storage.db, row.organisation_id, inviterName),
    studentFirstName: student?.first_name ?? null,
    email: row.email,
    expiresAt: new Date(row.expires_at).toISOString(),
    message: refusal?.message ?? null,
    coachStudents: coachStudentsOf(row, viewer),
  };
}

/** Declines by link: nothing is made, the link stops working. */
export async function declineInvitation(deps: AppDeps, token: string, commandId: string) {
  const { row } = await openInvitation(deps, { token });
  await handleInvitationCommand(
    deps,
    row.id,
    { type: 'DeclineInvitation', data: { invitationId: row.id, now: deps.now().toISOString() } },
    { commandId: derivedId(commandId, 'decline') },
  );
  await deps.storage.db
    .updateTable('invitation_tokens')
    .set({ used_at: deps.now() })
    .where('invitation_id', '=', row.id)
    .execute();
  await forgetMailSecret(deps.storage.db, mailIdFor(sentCause(row)));
  return { declined: true as const };
}
