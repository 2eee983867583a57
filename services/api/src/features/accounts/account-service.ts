import {
  type AdvisorPackage,
  type CoachPackage,
  type CreateStudentInput,
  KVKK_TEXT_VERSION,
  normaliseEmail,
  type Role,
} from '@pusula/contracts';
import {
  accountDecider,
  accountStreamId,
  DomainError,
  emailReservationDecider,
  emailStreamId,
  studentDecider,
  studentStreamId,
} from '@pusula/domain';
import { accountByIdQuery, organisationByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../auth/passwords';
import { revokeAllSessions } from '../../auth/sessions';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { checkPasswordPolicy } from '../auth/password-policy';
import { causeOf, type MailCause, queueMail } from '../mail/mail-service';
import { PASSWORD_RESET_LINKS, useUpAccountLinks } from '../mail/one-time-link';
import { foundOrganisation, joinOrganisation } from '../organisations/organisation-service';
import { enrollStudent } from '../roster/roster-service';

export const handleAccountCommand = defineCommandHandler(accountDecider, accountStreamId, {
  projectors: ['directory'],
});
/** Only the write side reads email reservations. */
const handleEmailCommand = defineCommandHandler(emailReservationDecider, emailStreamId, { projectors: [] });
const handleStudentCommand = defineCommandHandler(studentDecider, studentStreamId, {
  projectors: ['directory'],
});

export interface NewAccount {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  password: string;
  coachPackage?: CoachPackage;
  advisor?: {
    title?: string;
    department?: string;
    specialization?: string;
    maxCoachLimit?: number;
    package?: AdvisorPackage;
  };
  /** Self-registration records the KVKK consent; accounts made by an admin or the seed do not. */
  consent?: { textVersion?: string } | null;
  createdBy: string;
  /** An admin chose the password: the owner must change it at first sign-in. */
  temporaryPassword?: boolean;
  /** A STUDENT account: the student record it belongs to. */
  studentId?: string;
  /**
   * The organisation the account joins (an accepted invitation; a student's or parent's record). Without
   * it an advisor founds a company and a coach their own practice.
   */
  organisationId?: string;
  /** The founded company's name (advisors); a mentor's practice is named after the mentor. */
  organisationName?: string;
  /** Self-registration starts the package's free trial. */
  trial?: boolean;
  /**
   * Is the address proven? Self-registration: no (the mailed link proves it); an invitation's link: yes
   * (it went there); a pairing code's typed address: no. Admin's and seed's accounts count as verified.
   */
  emailVerified?: boolean;
}

/** The id of the account a registration command creates: its retry finds the same account. */
export const registeredAccountId = (commandId: string) => derivedId(commandId, 'account-id');

/**
 * Registers an account: reserves the email (its own stream, appended with no_stream, so two concurrent
 * registrations with one email cannot both win), then writes the account stream, then the organisation:
 * the one it joins, or the one an advisor or a mentor founds.
 */
export async function registerAccount(deps: AppDeps, input: NewAccount, commandId: string, actor?: Actor) {
  const policy = checkPasswordPolicy(input.password, input);
  if (!policy.ok) throw new DomainError('VALIDATION', policy.message, { password: policy.message });
  if (input.role === 'COACH' && !input.coachPackage)
    throw new DomainError('VALIDATION', 'Geçerli bir paket seçin', { packageId: 'Geçerli bir paket seçin' });

  const accountId = registeredAccountId(commandId);
  const now = deps.now().toISOString();
  const email = normaliseEmail(input.email);
  const staff = input.role === 'ADVISOR' || input.role === 'COACH';
  const organisationId = input.organisationId ?? (staff ? accountId : null);
  await handleEmailCommand(
    deps,
    email,
    { type: 'ReserveEmail', data: { email, accountId, now } },
    { commandId: derivedId(commandId, 'email'), actor },
  );
  const passwordHash = await hashPassword(input.password);
  await handleAccountCommand(
    deps,
    accountId,
    {
      type: 'RegisterAccount',
      data: {
        accountId,
        role: input.role,
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone?.trim() || null,
        passwordHash,
        coach: input.coachPackage
          ? {
              packageId: input.coachPackage.id,
              packageName: input.coachPackage.name,
              studentLimit: input.coachPackage.studentLimit,
            }
          : null,
        advisor:
          input.role === 'ADVISOR'
            ? {
                title: input.advisor?.title ?? '',
                department: input.advisor?.department ?? '',
                specialization: input.advisor?.specialization ?? '',
                maxCoachLimit: input.advisor?.maxCoachLimit ?? input.advisor?.package?.coachLimit ?? 10,
              }
            : null,
        consent: input.consent
          ? { textVersion: input.consent.textVersion ?? KVKK_TEXT_VERSION, givenAt: now }
          : null,
        registeredAt: now,
        createdBy: input.createdBy,
        ...(input.temporaryPassword ? { temporaryPassword: true } : {}),
        ...((input.emailVerified ?? input.createdBy !== 'self') ? {} : { emailVerified: false }),
        ...(input.studentId ? { studentId: input.studentId } : {}),
        organisationId,
      },
    },
    { commandId: derivedId(commandId, 'account'), actor },
  );
  if (staff && input.organisationId)
    await joinOrganisation(
      deps,
      { organisationId: input.organisationId, accountId, role: input.role as 'ADVISOR' | 'COACH' },
      derivedId(commandId, 'organisation'),
      actor,
    );
  else if (staff) {
    const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
    await foundOrganisation(
      deps,
      {
        founderId: accountId,
        kind: input.role === 'ADVISOR' ? 'COMPANY' : 'INDEPENDENT',
        name: (input.role === 'ADVISOR' && input.organisationName?.trim()) || fullName,
        packageId: input.coachPackage?.id ?? input.advisor?.package?.id ?? '',
        trial: input.trial === true,
      },
      derivedId(commandId, 'organisation'),
      actor,
    );
  }
  return { accountId };
}

/** Where a new student record goes: a roster (an advisor's, or a mentor's own), and maybe a coach at once. */
export interface StudentPlacement {
  rosterOwnerId: string;
  coachId?: string;
}

/**
 * Creates a student record. The roster decides first (the organisation's trial, the coach's capacity), so
 * a refused student leaves nothing behind; the record follows with the same placement. A retry of the same
 * command completes what a failure in between left undone.
 */
export async function createStudent(
  deps: AppDeps,
  input: Omit<CreateStudentInput, 'advisorId'>,
  placement: StudentPlacement | null,
  commandId: string,
  actor: Actor,
) {
  const studentId = derivedId(commandId, 'student-id');
  const now = deps.now().toISOString();
  let advisorId: string | null = null;
  let organisationId: string | null = null;
  if (placement) {
    const owner = await accountByIdQuery(deps.storage.db, placement.rosterOwnerId);
    if (!owner?.organisation_id) throw new DomainError('NOT_FOUND', 'Kurum bulunamadı');
    const organisation = await organisationByIdQuery(deps.storage.db, owner.organisation_id);
    advisorId = owner.role === 'ADVISOR' ? owner.id : null;
    organisationId = owner.organisation_id;
    await enrollStudent(
      deps,
      placement.rosterOwnerId,
      studentId,
      {
        trialEndsAt: organisation?.trial_ends_at ? new Date(organisation.trial_ends_at).toISOString() : null,
        coachId: placement.coachId,
      },
      derivedId(commandId, 'enroll'),
      actor,
    );
  }
  await handleStudentCommand(
    deps,
    studentId,
    {
      type: 'CreateStudent',
      data: {
        studentId,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        classLevel: input.classLevel,
        examTarget: input.examTarget,
        school: input.school?.trim() || null,
        phone: input.phone?.trim() || null,
        advisorId,
        organisationId,
        coachId: placement?.coachId ?? null,
        createdBy: actor.userId,
        createdAt: now,
      },
    },
    { commandId: derivedId(commandId, 'student'), actor },
  );
  return { studentId };
}

export async function linkParent(
  deps: AppDeps,
  parentId: string,
  studentId: string,
  commandId: string,
  actor: Actor,
) {
  await handleAccountCommand(
    deps,
    parentId,
    { type: 'LinkParent', data: { parentId, studentId, now: deps.now().toISOString() } },
    { commandId, actor },
  );
}

export async function setAccountActive(
  deps: AppDeps,
  accountId: string,
  active: boolean,
  commandId: string,
  actor: Actor,
) {
  const now = deps.now().toISOString();
  const outcome = await handleAccountCommand(
    deps,
    accountId,
    active
      ? { type: 'ReactivateAccount', data: { accountId, now } }
      : { type: 'DeactivateAccount', data: { accountId, reason: null, now } },
    { commandId, actor, settleLater: true },
  );
  // At once, not after the read models: a deactivated account's sessions end now.
  if (!active) await revokeAllSessions(deps.storage.db, accountId);
  await outcome.settled();
}

/**
 * A password change by the signed-in owner: all sessions end, the account's reset links stop working, and
 * the owner gets the "şifreniz değiştirildi" notice.
 */
export async function changePassword(
  deps: AppDeps,
  accountId: string,
  password: string,
  commandId: string,
  actor: Actor,
  owner: { email: string; firstName: string; lastName: string },
) {
  const policy = checkPasswordPolicy(password, owner);
  if (!policy.ok) throw new DomainError('VALIDATION', policy.message, { password: policy.message });
  const now = deps.now();
  const outcome = await handleAccountCommand(
    deps,
    accountId,
    {
      type: 'ChangePassword',
      data: { accountId, passwordHash: await hashPassword(password), now: now.toISOString() },
    },
    { commandId, actor, settleLater: true },
  );
  await revokeAllSessions(deps.storage.db, accountId);
  await useUpAccountLinks(deps.storage.db, PASSWORD_RESET_LINKS, accountId, now);
  await outcome.settled();
  // Until the directory had the new hash, the old password still signed in: end those sessions too.
  await revokeAllSessions(deps.storage.db, accountId);
  await sendPasswordChangedNotice(
    deps,
    { id: accountId, email: owner.email, first_name: owner.firstName },
    causeOf(accountStreamId(accountId), commandId),
    now,
    actor,
  );
}

/** "Şifreniz değiştirildi": queued for every password change, caused by its `PasswordChanged`. */
export async function sendPasswordChangedNotice(
  deps: AppDeps,
  account: { id: string; email: string; first_name: string },
  cause: MailCause,
  changedAt: Date,
  actor?: Actor,
) {
  await queueMail(
    deps,
    {
      cause,
      to: account.email,
      template: 'PASSWORD_CHANGED',
      params: { firstName: account.first_name, changedAt: changedAt.toISOString() },
      accountId: account.id,
    },
    actor,
  );
}
