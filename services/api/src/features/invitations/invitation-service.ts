import { randomInt } from 'node:crypto';
import {
  type AcceptInvitationInput,
  findCoachPackage,
  INVITATION_TTL_MS,
  type InvitationDto,
  type InvitationPreview,
  type InvitationRole,
  KVKK_TEXT_VERSION,
  type LoginAnswer,
  normaliseEmail,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
} from '@pusula/contracts';
import {
  DomainError,
  INVITATION_DECLINED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  invitationDecider,
  invitationStreamId,
  ROSTER_MESSAGES,
} from '@pusula/domain';
import {
  accountByEmailQuery,
  accountByIdQuery,
  type InvitationRow,
  invitationByIdQuery,
  invitationStatusOf,
  studentHasAccountQuery,
  toInvitationDto,
} from '@pusula/projections';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { createSession, type SessionUser, sha256 } from '../../auth/sessions';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { GoneError, RetryLaterError } from '../../errors';
import { linkParent, registerAccount } from '../accounts/account-service';
import { loginAnswer } from '../auth/auth-service';
import { checkPasswordPolicy } from '../auth/password-policy';
import { causeOf, mailIdFor, queueMail } from '../mail/mail-service';
import { publicUrlOf } from '../mail/mail-worker';
import {
  findOneTimeLink,
  forgetMailSecret,
  forgetOneTimeLink,
  INVITATION_LINKS,
  issueOneTimeLink,
} from '../mail/one-time-link';
import { addCoach, removeCoach } from '../roster/roster-service';
import {
  joinOrganisationOf,
  organisationName,
  organisationOfAccount,
  organisationOfStudent,
} from './organisations';
import { INVITATION_TEXTS } from './texts';

const handleInvitationCommand = defineCommandHandler(invitationDecider, invitationStreamId, {
  projectors: ['invitations'],
});

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
  const code = input.role === 'COACH' ? null : newPairingCode();
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
    const student = input.studentId ? await studentName(deps, input.studentId) : null;
    await queueMail(
      deps,
      {
        cause,
        to: input.email,
        template: 'INVITATION',
        params: {
          role: input.role,
          inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : '',
          organisationName: await organisationName(deps.storage.db, input.organisationId),
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

function studentName(deps: AppDeps, studentId: string) {
  return deps.storage.db
    .selectFrom('students')
    .select(['first_name', 'last_name', 'advisor_id', 'coach_id'])
    .where('id', '=', studentId)
    .executeTakeFirst();
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
    (row.role === 'COACH'
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

/** The sending command's id follows from the invitation's (itself scoped to its sender's command). */
const sendCommandIdOf = (invitationId: string) => derivedId(invitationId, 'send');
/** The invitation mail's cause: its `InvitationSent`; the mail's secret link is keyed by it. */
const sentCause = (row: InvitationRow) => causeOf(invitationStreamId(row.id), sendCommandIdOf(row.id));

type TokenRow = { invitation_id: string; expires_at: Date | string; used_at: unknown };

/** The token row a link or code names. Whether it may still be answered is the invitation's status. */
async function tokenRowBy(
  deps: AppDeps,
  by: { token?: string; code?: string },
): Promise<TokenRow | undefined> {
  const now = deps.now();
  if (by.token) return (await findOneTimeLink(deps.storage.db, INVITATION_LINKS, by.token, now)).row;
  if (by.code)
    return (await findOneTimeLink(deps.storage.db, INVITATION_LINKS, by.code, now, 'code_hash')).row;
  return undefined;
}

/** A pairing code costs an attempt of the caller's address before it is looked up. */
async function countCodeAttempt(deps: AppDeps, ip: string) {
  const wait = await deps.invitationCodeLimiter.consume(ip);
  if (wait !== null) throw new RetryLaterError(wait, INVITATION_TEXTS.codeAttempts(wait));
}

/** The invitation a link or code names, refused with its Turkish reason when it can no longer be answered. */
async function openInvitation(
  deps: AppDeps,
  by: { token?: string; code?: string },
): Promise<{ row: InvitationRow; token: TokenRow }> {
  const token = await tokenRowBy(deps, by);
  const row = token ? await invitationByIdQuery(deps.storage.db, token.invitation_id) : undefined;
  if (!token || !row)
    throw new DomainError('NOT_FOUND', by.code ? INVITATION_TEXTS.codeUnknown : INVITATION_NOT_FOUND_MESSAGE);
  const refusal = closedRefusal(row, deps.now(), Boolean(by.code));
  if (refusal) throw refusal;
  return { row, token };
}

function closedRefusal(row: InvitationRow, now: Date, byCode: boolean): Error | null {
  switch (invitationStatusOf(row, now)) {
    case 'SENT':
      return null;
    case 'ACCEPTED':
      return new DomainError('CONFLICT', INVITATION_USED_MESSAGE);
    case 'DECLINED':
      return new DomainError('CONFLICT', INVITATION_DECLINED_MESSAGE);
    case 'REVOKED':
      return byCode
        ? new DomainError('NOT_FOUND', INVITATION_TEXTS.codeUnknown)
        : new GoneError(INVITATION_REVOKED_MESSAGE);
    case 'EXPIRED':
      return byCode
        ? new DomainError('NOT_FOUND', INVITATION_TEXTS.codeUnknown)
        : new GoneError(INVITATION_EXPIRED_MESSAGE);
  }
}

/**
 * What the invitation page shows to whoever holds the link (or code): who invites, the organisation, the
 * role, the student's first name and the status. A closed invitation answers its status and reason.
 */
export async function previewInvitation(
  deps: AppDeps,
  by: { token?: string; code?: string },
  client: { ip: string },
): Promise<InvitationPreview> {
  if (by.code) await countCodeAttempt(deps, client.ip);
  const token = await tokenRowBy(deps, by);
  const row = token ? await invitationByIdQuery(deps.storage.db, token.invitation_id) : undefined;
  if (!row)
    throw new DomainError('NOT_FOUND', by.code ? INVITATION_TEXTS.codeUnknown : INVITATION_NOT_FOUND_MESSAGE);
  const status = invitationStatusOf(row, deps.now());
  // A code names only an open invitation: a closed one is as unknown as a wrong code.
  if (by.code && status !== 'SENT') throw new DomainError('NOT_FOUND', INVITATION_TEXTS.codeUnknown);
  const [inviter, student, organisation] = await Promise.all([
    accountByIdQuery(deps.storage.db, row.invited_by),
    row.student_id ? studentName(deps, row.student_id) : undefined,
    organisationName(deps.storage.db, row.organisation_id),
  ]);
  const refusal = closedRefusal(row, deps.now(), false);
  return {
    role: row.role,
    status,
    inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : '',
    organisationName: organisation,
    studentFirstName: student?.first_name ?? null,
    email: row.email,
    expiresAt: new Date(row.expires_at).toISOString(),
    message: refusal?.message ?? null,
  };
}

/**
 * Accepts an invitation by link or code. A signed-in account accepts as itself (a parent with a second
 * child, a coach of another team joining); otherwise a new account is made with the given details (the
 * invited address, or for a code the address given). The link or code is taken by one UPDATE (of two
 * parallel uses one wins), then `InvitationAccepted`, then what the role joins: a coach the organisation
 * and the advisor's roster, a parent the student, a student's account is the student's. Answered with a
 * session, as login is.
 */
export async function acceptInvitation(
  deps: AppDeps,
  input: AcceptInvitationInput,
  context: {
    commandId: string;
    session: SessionUser | null;
    token: string | null;
    ip: string;
    userAgent: string | null;
  },
): Promise<LoginAnswer> {
  if (input.code) await countCodeAttempt(deps, context.ip);
  const { row } = await openInvitation(deps, input);
  const db = deps.storage.db;
  const { commandId } = context;

  // Who accepts: the signed-in account, or a new one made from the details.
  let account = context.session ? await accountByIdQuery(db, context.session.userId) : undefined;
  let newAccount: { email: string; firstName: string; lastName: string; password: string } | null = null;
  if (!account) {
    const email = normaliseEmail(row.email ?? input.email ?? '');
    if (!email)
      throw new DomainError('VALIDATION', INVITATION_TEXTS.emailRequired, {
        email: INVITATION_TEXTS.emailRequired,
      });
    if (!input.firstName || !input.lastName || !input.password || input.kvkkConsent !== true)
      throw new DomainError('VALIDATION', INVITATION_TEXTS.detailsRequired);
    if (await accountByEmailQuery(db, email))
      throw new DomainError('CONFLICT', INVITATION_TEXTS.signInToAccept, {
        email: INVITATION_TEXTS.signInToAccept,
      });
    const policy = checkPasswordPolicy(input.password, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if (!policy.ok) throw new DomainError('VALIDATION', policy.message, { password: policy.message });
    newAccount = { email, firstName: input.firstName, lastName: input.lastName, password: input.password };
  } else {
    // Checked before the link is used up: the decider refuses these too.
    if (account.role !== row.role)
      throw new DomainError('FORBIDDEN', 'Bu davet hesabınızın türüne uygun değil.');
    if (row.email !== null && row.email !== normaliseEmail(account.email))
      throw new DomainError(
        'FORBIDDEN',
        'Bu davet başka bir e-posta adresine gönderilmiş. Davetin gönderildiği adresle giriş yapın.',
      );
  }
  if (row.role === 'STUDENT' && row.student_id && (await studentHasAccountQuery(db, row.student_id)))
    throw new DomainError('CONFLICT', INVITATION_TEXTS.studentHasAccount);
  if (
    row.role === 'COACH' &&
    account?.advisor_id &&
    account.advisor_id !== row.advisor_id &&
    account.student_count > 0
  )
    throw new DomainError('CONFLICT', INVITATION_TEXTS.coachHasStudents);
  if (row.role === 'COACH' && account?.advisor_id === row.advisor_id)
    throw new DomainError('CONFLICT', INVITATION_TEXTS.alreadyInTeam);
  if (row.role === 'COACH' && row.advisor_id) {
    const advisor = await accountByIdQuery(db, row.advisor_id);
    if (advisor && advisor.coach_count >= (advisor.max_coach_limit ?? 10))
      throw new DomainError('CONFLICT', INVITATION_TEXTS.teamFull);
  }

  // One use: of two parallel acceptances exactly one takes the link.
  const now = deps.now();
  const taken = await sql<{ invitation_id: string }>`
    UPDATE invitation_tokens SET used_at = ${now}
    WHERE invitation_id = ${row.id} AND used_at IS NULL AND expires_at > ${now}
    RETURNING invitation_id`.execute(db);
  if (taken.rows.length === 0) throw new DomainError('CONFLICT', INVITATION_USED_MESSAGE);
  const giveBack = () =>
    db.updateTable('invitation_tokens').set({ used_at: null }).where('invitation_id', '=', row.id).execute();

  try {
    if (newAccount) {
      const coachPackage = row.role === 'COACH' ? findCoachPackage('koc-baslangic') : undefined;
      const { accountId } = await registerAccount(
        deps,
        {
          role: row.role,
          ...newAccount,
          coachPackage:
            coachPackage && row.coach_student_limit !== null
              ? { ...coachPackage, studentLimit: row.coach_student_limit }
              : coachPackage,
          consent: { textVersion: KVKK_TEXT_VERSION },
          createdBy: `invitation:${row.id}`,
          // A coach or student joins the inviting organisation; a parent belongs to none.
          ...(row.role === 'PARENT' ? {} : { organisationId: row.organisation_id }),
          ...(row.role === 'STUDENT' && row.student_id ? { studentId: row.student_id } : {}),
        },
        derivedId(commandId, 'register'),
      );
      account = (await accountByIdQuery(db, accountId))!;
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
  const accepted = account!;
  const actor: Actor = { userId: accepted.id, role: accepted.role };
  try {
    await handleInvitationCommand(
      deps,
      row.id,
      {
        type: 'AcceptInvitation',
        data: {
          invitationId: row.id,
          accountId: accepted.id,
          accountRole: accepted.role,
          accountEmail: accepted.email,
          now: now.toISOString(),
        },
      },
      { commandId: derivedId(commandId, 'accept'), actor },
    );
  } catch (error) {
    if (error instanceof DomainError) await giveBack();
    throw error;
  }
  await db
    .deleteFrom('mail_secrets')
    .where('message_id', '=', mailIdFor(sentCause(row)))
    .execute();

  if (row.role === 'COACH' && row.advisor_id) {
    if (accepted.advisor_id && accepted.advisor_id !== row.advisor_id)
      await removeCoach(deps, accepted.advisor_id, accepted.id, derivedId(commandId, 'leave'), actor);
    if (accepted.organisation_id !== row.organisation_id)
      await joinOrganisationOf(
        deps,
        {
          organisationId: row.organisation_id,
          accountId: accepted.id,
          role: 'COACH',
          previousOrganisationId: accepted.organisation_id,
        },
        derivedId(commandId, 'join'),
        actor,
      );
    await addCoach(deps, row.advisor_id, accepted.id, derivedId(commandId, 'roster'), actor);
  } else if (row.role === 'PARENT' && row.student_id) {
    await linkParent(deps, accepted.id, row.student_id, derivedId(commandId, 'link'), actor);
  }

  const fresh = (await accountByIdQuery(db, accepted.id))!;
  const sessionToken =
    context.session && context.token
      ? context.token
      : await createSession(db, fresh, deps.now(), context.userAgent);
  return loginAnswer(db, fresh, sessionToken);
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
