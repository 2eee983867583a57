import {
  type AcceptInvitationInput,
  findAdvisorPackage,
  findCoachPackage,
  KVKK_TEXT_VERSION,
  type LoginAnswer,
  normaliseEmail,
} from '@pusula/contracts';
import {
  DomainError,
  INVITATION_OTHER_EMAIL_MESSAGE,
  INVITATION_ROLE_MESSAGE,
  INVITATION_USED_MESSAGE,
  ROSTER_MESSAGES,
} from '@pusula/domain';
import {
  type AccountRow,
  accountByEmailQuery,
  accountByIdQuery,
  advisorHasStudentsQuery,
  type InvitationRow,
  organisationByIdQuery,
  studentHasAccountQuery,
  studentIdsOfCoachQuery,
} from '@pusula/projections';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { verifyPassword } from '../../auth/passwords';
import { createSession, type SessionUser } from '../../auth/sessions';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { RetryLaterError } from '../../errors';
import { log } from '../../observability/logger';
import { linkParent, registerAccount, registeredAccountId } from '../accounts/account-service';
import { loginAnswer } from '../auth/auth-service';
import { sendVerificationLink } from '../auth/email-verification';
import { tooManyAttemptsMessage } from '../auth/login-limiter';
import { checkPasswordPolicy } from '../auth/password-policy';
import { mailIdFor } from '../mail/mail-service';
import {
  addCoach,
  enrollStudent,
  removeCoach,
  transferStudentOut,
  unassignCoach,
} from '../roster/roster-service';
import { countCodeAttempt, handleInvitationCommand, openInvitation, sentCause } from './open-invitation';
import { joinOrganisationOf } from './organisations';
import { INVITATION_TEXTS } from './texts';

/**
 * A coach whom the invitation would take out of another roster with students: how many, and whether they
 * must come along (an independent mentor's own students have nobody else to stay with).
 */
export function coachStudentsOf(row: InvitationRow, account: AccountRow | undefined) {
  if (row.role !== 'COACH' || account?.role !== 'COACH') return null;
  if (account.advisor_id === row.advisor_id || account.student_count === 0) return null;
  return { count: account.student_count, mustBring: account.advisor_id === null };
}

interface AcceptContext {
  commandId: string;
  session: SessionUser | null;
  token: string | null;
  ip: string;
  userAgent: string | null;
}

/**
 * Accepts an invitation by link or code. A signed-in account accepts as itself (a parent with a second
 * child, a coach of another team joining); otherwise a new account is made with the given details (the
 * invited address, or for a code the address given, to be verified by mail). The link or code is taken by
 * one UPDATE (of two parallel uses one wins; only the same command's retry may take it again), then
 * `InvitationAccepted`, then what the role joins: a coach the organisation and the advisor's roster (with
 * their students if they chose so), a parent the student, a student's account is the student's. Every step
 * has an id derived from the command's, so a retry after a failure in between finishes the rest. Answered
 * with a session, as login is.
 */
export async function acceptInvitation(
  deps: AppDeps,
  input: AcceptInvitationInput,
  context: AcceptContext,
): Promise<LoginAnswer> {
  if (input.code) await countCodeAttempt(deps, context.ip);
  const db = deps.storage.db;
  const { commandId } = context;
  const { row, resuming } = await openInvitation(deps, input, commandId);

  const { account: known, newAccount } = await whoAccepts(deps, row, input, context, resuming);
  let move: { fromRosterOwnerId: string; broughtStudentIds: string[] } | undefined;
  if (!resuming) await refuseWhatCannotJoin(deps, row, known, input);
  if (known && row.role === 'COACH') move = await coachMoveOf(deps, row, known, input);

  // One use: of two parallel acceptances exactly one takes the link.
  const now = deps.now();
  const taken = await sql<{ invitation_id: string }>`
    UPDATE invitation_tokens SET used_at = ${now}, taken_by = ${commandId}
    WHERE invitation_id = ${row.id}
      AND ((used_at IS NULL AND expires_at > ${now}) OR taken_by = ${commandId})
    RETURNING invitation_id`.execute(db);
  if (taken.rows.length === 0) throw new DomainError('CONFLICT', INVITATION_USED_MESSAGE);
  // A refusal before anything was written gives the link back; a retry of this command finishes otherwise.
  const giveBack = async () => {
    if (resuming) return;
    await db
      .updateTable('invitation_tokens')
      .set({ used_at: null, taken_by: null })
      .where('invitation_id', '=', row.id)
      .execute();
  };

  let accepted = known;
  try {
    if (newAccount) accepted = await registerInvited(deps, row, newAccount, commandId, Boolean(input.code));
  } catch (error) {
    await giveBack();
    throw error;
  }
  const account = accepted!;
  const actor: Actor = { userId: account.id, role: account.role };
  let outcome: Awaited<ReturnType<typeof handleInvitationCommand>>;
  try {
    outcome = await handleInvitationCommand(
      deps,
      row.id,
      {
        type: 'AcceptInvitation',
        data: {
          invitationId: row.id,
          accountId: account.id,
          accountRole: account.role,
          accountEmail: account.email,
          ...(move ? { move } : {}),
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

  // A retry moves what the first attempt recorded, not what the directory shows by now.
  const recorded = outcome.events[0];
  const recordedMove = recorded?.type === 'InvitationAccepted' ? recorded.data.move : undefined;
  if (row.role === 'COACH' && row.advisor_id)
    await joinTeam(deps, row, account.id, recordedMove, commandId, actor);
  else if (row.role === 'ADVISOR' && account.organisation_id !== row.organisation_id)
    await joinOrganisationOf(
      deps,
      {
        organisationId: row.organisation_id,
        accountId: account.id,
        role: 'ADVISOR',
        previousOrganisationId: account.organisation_id,
      },
      derivedId(commandId, 'join'),
      actor,
    );
  else if (row.role === 'PARENT' && row.student_id)
    await linkParent(deps, account.id, row.student_id, derivedId(commandId, 'link'), actor);

  const fresh = (await accountByIdQuery(db, account.id))!;
  const sessionToken =
    context.session && context.token
      ? context.token
      : await createSession(db, fresh, deps.now(), context.userAgent);
  return loginAnswer(db, fresh, sessionToken);
}

type NewAccountDetails = { email: string; firstName: string; lastName: string; password: string };

/**
 * The signed-in account, or the details of a new one. An account this very command made before a failure
 * is taken again only with the password it was made with (as a retried registration is).
 */
async function whoAccepts(
  deps: AppDeps,
  row: InvitationRow,
  input: AcceptInvitationInput,
  context: AcceptContext,
  resuming: boolean,
): Promise<{ account?: AccountRow; newAccount?: NewAccountDetails }> {
  const db = deps.storage.db;
  if (context.session) {
    const account = await accountByIdQuery(db, context.session.userId);
    if (account) {
      // Checked before the link is used up: the decider refuses these too.
      if (account.role !== row.role) throw new DomainError('FORBIDDEN', INVITATION_ROLE_MESSAGE);
      if (row.email !== null && row.email !== normaliseEmail(account.email))
        throw new DomainError('FORBIDDEN', INVITATION_OTHER_EMAIL_MESSAGE);
      return { account };
    }
  }
  const email = normaliseEmail(row.email ?? input.email ?? '');
  if (!email)
    throw new DomainError('VALIDATION', INVITATION_TEXTS.emailRequired, {
      email: INVITATION_TEXTS.emailRequired,
    });
  if (!input.firstName || !input.lastName || !input.password || input.kvkkConsent !== true)
    throw new DomainError('VALIDATION', INVITATION_TEXTS.detailsRequired);
  const existing = await accountByEmailQuery(db, email);
  if (existing) {
    const madeByThisCommand =
      resuming && existing.id === registeredAccountId(derivedId(context.commandId, 'register'));
    if (!madeByThisCommand || !(await passwordHolds(deps, existing, input.password, context.ip)))
      throw new DomainError('CONFLICT', INVITATION_TEXTS.signInToAccept, {
        email: INVITATION_TEXTS.signInToAccept,
      });
    return { account: existing };
  }
  const policy = checkPasswordPolicy(input.password, {
    email,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  if (!policy.ok) throw new DomainError('VALIDATION', policy.message, { password: policy.message });
  return {
    newAccount: { email, firstName: input.firstName, lastName: input.lastName, password: input.password },
  };
}

/** A password check that counts like a login attempt (same limits). */
async function passwordHolds(deps: AppDeps, account: AccountRow, password: string, ip: string) {
  const wait = await deps.loginLimiter.consume(account.email, ip);
  if (wait !== null) throw new RetryLaterError(wait, tooManyAttemptsMessage(wait));
  const holds = await verifyPassword(account.password_hash, password);
  if (holds) await deps.loginLimiter.recordSuccess(account.email, ip);
  return holds;
}

/** What an existing account cannot join, told before the link is used up. */
async function refuseWhatCannotJoin(
  deps: AppDeps,
  row: InvitationRow,
  account: AccountRow | undefined,
  input: AcceptInvitationInput,
) {
  const db = deps.storage.db;
  if (row.role === 'STUDENT' && row.student_id && (await studentHasAccountQuery(db, row.student_id)))
    throw new DomainError('CONFLICT', INVITATION_TEXTS.studentHasAccount);
  if (row.role === 'ADVISOR' && account) {
    if (account.organisation_id === row.organisation_id)
      throw new DomainError('CONFLICT', INVITATION_TEXTS.alreadyInCompany);
    // An advisor's team and students belong to their company: they do not move with the advisor.
    if (account.coach_count > 0 || (await advisorHasStudentsQuery(deps.storage.db, account.id)))
      throw new DomainError('CONFLICT', INVITATION_TEXTS.advisorHasTeam);
  }
  if (row.role !== 'COACH') return;
  if (account && account.advisor_id === row.advisor_id)
    throw new DomainError('CONFLICT', INVITATION_TEXTS.alreadyInTeam);
  if (row.advisor_id) {
    const advisor = await accountByIdQuery(db, row.advisor_id);
    if (advisor && advisor.coach_count >= (advisor.max_coach_limit ?? 10))
      throw new DomainError('CONFLICT', INVITATION_TEXTS.teamFull);
  }
  const students = coachStudentsOf(row, account);
  if (!students) return;
  if (input.bringStudents === undefined)
    throw new DomainError('VALIDATION', INVITATION_TEXTS.chooseStudents, {
      bringStudents: INVITATION_TEXTS.chooseStudents,
    });
  if (students.mustBring && !input.bringStudents)
    throw new DomainError('CONFLICT', INVITATION_TEXTS.mustBringStudents, {
      bringStudents: INVITATION_TEXTS.mustBringStudents,
    });
  // The brought students are new in the organisation: its trial must still allow new students.
  const trialEndsAt = input.bringStudents ? await trialEndsAtOf(deps, row.organisation_id) : null;
  if (trialEndsAt !== null && deps.now().toISOString() >= trialEndsAt)
    throw new DomainError('CONFLICT', ROSTER_MESSAGES.trialEnded);
}

/** The roster a coach leaves and the students they bring (their own choice), or none. */
async function coachMoveOf(
  deps: AppDeps,
  row: InvitationRow,
  account: AccountRow,
  input: AcceptInvitationInput,
): Promise<{ fromRosterOwnerId: string; broughtStudentIds: string[] } | undefined> {
  if (!coachStudentsOf(row, account) || !input.bringStudents) return undefined;
  // Without an advisor the coach works in their own practice, whose roster the coach owns.
  return {
    fromRosterOwnerId: account.advisor_id ?? account.id,
    broughtStudentIds: await studentIdsOfCoachQuery(deps.storage.db, account.id),
  };
}

async function trialEndsAtOf(deps: AppDeps, organisationId: string): Promise<string | null> {
  const organisation = await organisationByIdQuery(deps.storage.db, organisationId);
  return organisation?.trial_ends_at ? new Date(organisation.trial_ends_at).toISOString() : null;
}

/** The invited account, made from the details: a code's address is the person's word, so it is verified by mail. */
async function registerInvited(
  deps: AppDeps,
  row: InvitationRow,
  details: NewAccountDetails,
  commandId: string,
  byCode: boolean,
): Promise<AccountRow> {
  const coachPackage = row.role === 'COACH' ? findCoachPackage('koc-baslangic') : undefined;
  // An invited advisor works under the company's package (its coach limit).
  const company =
    row.role === 'ADVISOR' ? await organisationByIdQuery(deps.storage.db, row.organisation_id) : undefined;
  const advisorPackage = company?.package_id ? findAdvisorPackage(company.package_id) : undefined;
  const { accountId } = await registerAccount(
    deps,
    {
      role: row.role,
      ...details,
      coachPackage:
        coachPackage && row.coach_student_limit !== null
          ? { ...coachPackage, studentLimit: row.coach_student_limit }
          : coachPackage,
      ...(row.role === 'ADVISOR' ? { advisor: advisorPackage ? { package: advisorPackage } : {} } : {}),
      consent: { textVersion: KVKK_TEXT_VERSION },
      createdBy: `invitation:${row.id}`,
      emailVerified: !byCode,
      // An advisor, coach or student joins the inviting organisation; a parent belongs to none.
      ...(row.role === 'PARENT' ? {} : { organisationId: row.organisation_id }),
      ...(row.role === 'STUDENT' && row.student_id ? { studentId: row.student_id } : {}),
    },
    derivedId(commandId, 'register'),
  );
  const account = (await accountByIdQuery(deps.storage.db, accountId))!;
  if (byCode) {
    try {
      await sendVerificationLink(deps, account, derivedId(commandId, 'verify'));
    } catch (error) {
      // Nothing waits for it: the portal's banner offers „Tekrar gönder".
      log.error({ component: 'e-posta', err: error }, 'doğrulama bağlantısı kuyruğa alınamadı');
    }
  }
  return account;
}

/**
 * The coach joins the advisor's team: the students they bring leave the old roster first; a coach leaving
 * another advisor's team leaves the students who stay unassigned there (that advisor assigns them again);
 * then the organisation, the roster, and the brought students enrolled with the coach.
 */
async function joinTeam(
  deps: AppDeps,
  row: InvitationRow,
  coachId: string,
  move: { fromRosterOwnerId: string; broughtStudentIds: string[] } | undefined,
  commandId: string,
  actor: Actor,
) {
  const db = deps.storage.db;
  const advisorId = row.advisor_id!;
  for (const studentId of move?.broughtStudentIds ?? [])
    await transferStudentOut(
      deps,
      { fromRosterOwnerId: move!.fromRosterOwnerId, toAdvisorId: advisorId, studentId, coachId },
      derivedId(commandId, `out:${studentId}`),
      actor,
    );
  const coach = (await accountByIdQuery(db, coachId))!;
  if (coach.advisor_id && coach.advisor_id !== advisorId) {
    const staying = await studentIdsOfCoachQuery(db, coachId, coach.advisor_id);
    for (const id of staying)
      await unassignCoach(deps, coach.advisor_id, id, derivedId(commandId, `stay:${id}`), actor);
    await removeCoach(deps, coach.advisor_id, coachId, derivedId(commandId, 'leave'), actor);
  }
  if (coach.organisation_id !== row.organisation_id)
    await joinOrganisationOf(
      deps,
      {
        organisationId: row.organisation_id,
        accountId: coachId,
        role: 'COACH',
        previousOrganisationId: coach.organisation_id,
      },
      derivedId(commandId, 'join'),
      actor,
    );
  await addCoach(deps, advisorId, coachId, derivedId(commandId, 'roster'), actor);
  const trialEndsAt = await trialEndsAtOf(deps, row.organisation_id);
  for (const studentId of move?.broughtStudentIds ?? [])
    await enrollStudent(
      deps,
      advisorId,
      studentId,
      { trialEndsAt, coachId },
      derivedId(commandId, `in:${studentId}`),
      actor,
    );
}
