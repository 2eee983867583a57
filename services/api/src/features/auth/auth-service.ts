import type { LoginAnswer, LoginInput, RegisterInput } from '@pusula/contracts';
import { findAdvisorPackage, findCoachPackage, KVKK_TEXT_VERSION } from '@pusula/contracts';
import { DomainError, EMAIL_TAKEN_MESSAGE } from '@pusula/domain';
import {
  type AccountRow,
  accountByEmailQuery,
  accountByIdQuery,
  type ReadDb,
  toAdvisorDto,
  toCoachDto,
  toParentDto,
  toSignedInUser,
} from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import type { AppDeps } from '../../app-deps';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords';
import { createSession, revokeSession } from '../../auth/sessions';
import type { Actor } from '../../commands/handle-command';
import type { IssuedCommand } from '../../commands/issue-command';
import { RetryLaterError } from '../../errors';
import { log } from '../../observability/logger';
import { changePassword, registerAccount, registeredAccountId } from '../accounts/account-service';
import { sendVerificationLink } from './email-verification';
import { type LoginLimiter, tooManyAttemptsMessage } from './login-limiter';

export const KVKK_OUTDATED_MESSAGE =
  'KVKK aydınlatma metni güncellendi; lütfen sayfayı yenileyip güncel metni onaylayın';
export const LOGIN_FAILED_MESSAGE = 'E-posta adresi veya şifre hatalı';
export const ACCOUNT_DISABLED_MESSAGE = 'Hesabınız devre dışı bırakılmış. Destek ekibiyle iletişime geçin.';

/** The login answer of spec §3: token, user, and the record of the role. */
export async function loginAnswer(db: ReadDb, account: AccountRow, token: string): Promise<LoginAnswer> {
  const answer: LoginAnswer = { token, user: toSignedInUser(account) };
  if (account.role === 'COACH') answer.coach = toCoachDto(account);
  if (account.role === 'ADVISOR') answer.advisor = toAdvisorDto(account);
  if (account.role === 'PARENT') answer.parent = await toParentDto(db, account);
  if (account.must_change_password) answer.mustChangePassword = true;
  return answer;
}

/**
 * Unknown email and wrong password cost the same (a full argon2 verification either way) and answer the
 * same. Every attempt is counted per account+address and per account before its password is checked; past
 * the limit the answer is 429 and no password is checked. A sign-in gives the attempt back.
 */
export async function login(
  deps: AppDeps,
  limiter: LoginLimiter,
  input: LoginInput,
  client: { ip: string; userAgent: string | null },
): Promise<LoginAnswer> {
  const wait = await limiter.consume(input.email, client.ip);
  if (wait !== null) throw new RetryLaterError(wait, tooManyAttemptsMessage(wait));
  const account = await accountByEmailQuery(deps.storage.db, input.email);
  const valid = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!account || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: LOGIN_FAILED_MESSAGE });
  // Only a right password within the limit learns that the account is disabled; the attempt stays
  // counted, so repeating it gains nothing.
  if (!account.is_active) throw new TRPCError({ code: 'FORBIDDEN', message: ACCOUNT_DISABLED_MESSAGE });
  await limiter.recordSuccess(input.email, client.ip);
  const token = await createSession(deps.storage.db, account, deps.now(), client.userAgent);
  return loginAnswer(deps.storage.db, account, token);
}

export async function logout(deps: AppDeps, token: string | null): Promise<{ loggedOut: true }> {
  if (token) await revokeSession(deps.storage.db, token);
  return { loggedOut: true };
}

export async function me(deps: AppDeps, userId: string, token: string): Promise<LoginAnswer> {
  const account = await accountByIdQuery(deps.storage.db, userId);
  if (!account) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Oturum açmanız gerekiyor' });
  return loginAnswer(deps.storage.db, account, token);
}

export const REGISTRATION_REFUSED_MESSAGE =
  'Bu e-posta adresiyle kayıt olunamıyor. Daha önce kayıt olduysanız giriş yapın.';
export const tooManyRegistrationsMessage = (seconds: number) =>
  `Bu adresten çok fazla kayıt denemesi yapıldı. Lütfen ${Math.max(1, Math.ceil(seconds / 60))} dakika sonra tekrar deneyin.`;

/**
 * Self-registration from the packages page: the new account is signed in at once. Registration never
 * opens a session for an account this request did not create with a password it knows: an email that is
 * taken gets one neutral refusal, and a genuine retry (the same command id, email and details) is answered
 * with a session only once the password matches the stored hash, under the login limits.
 */
export async function register(
  deps: AppDeps,
  input: RegisterInput,
  command: IssuedCommand,
  client: { ip: string; userAgent: string | null },
): Promise<LoginAnswer> {
  // Every attempt counts per address: the answer for a taken email must not be a free oracle, and each
  // attempt costs a password hash.
  const wait = await deps.registrationLimiter.consume(client.ip);
  if (wait !== null) throw new RetryLaterError(wait, tooManyRegistrationsMessage(wait));
  // The consent recorded must be to the text this server shows: an unknown version proves nothing.
  if (input.kvkkTextVersion !== undefined && input.kvkkTextVersion !== KVKK_TEXT_VERSION) {
    throw new DomainError('VALIDATION', KVKK_OUTDATED_MESSAGE, { kvkkTextVersion: KVKK_OUTDATED_MESSAGE });
  }
  const coachPackage = input.type === 'COACH' ? findCoachPackage(input.packageId) : undefined;
  const advisorPackage = input.type === 'ADVISOR' ? findAdvisorPackage(input.packageId) : undefined;
  if (!coachPackage && !advisorPackage) {
    throw new DomainError('VALIDATION', 'Geçerli bir paket seçin', { packageId: 'Geçerli bir paket seçin' });
  }
  const existing = await accountByEmailQuery(deps.storage.db, input.email);
  if (existing) return answerTakenEmail(deps, existing, input.password, command, client);
  let accountId: string;
  try {
    ({ accountId } = await registerAccount(
      deps,
      {
        role: input.type,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        password: input.password,
        coachPackage,
        advisor: advisorPackage ? { package: advisorPackage } : undefined,
        consent: { textVersion: input.kvkkTextVersion },
        createdBy: 'self',
        organisationName: input.organisationName,
        trial: true,
      },
      command.id,
    ));
  } catch (error) {
    // Another registration of this email won the race: the same neutral answer as a taken email.
    if (error instanceof DomainError && error.message === EMAIL_TAKEN_MESSAGE)
      throw new DomainError('CONFLICT', REGISTRATION_REFUSED_MESSAGE, {
        email: REGISTRATION_REFUSED_MESSAGE,
      });
    throw error;
  }
  const account = await accountByIdQuery(deps.storage.db, accountId);
  if (!account) throw new Error('registered account is not in the directory');
  await sendVerificationLinkOf(deps, account, command.id);
  const token = await createSession(deps.storage.db, account, deps.now(), client.userAgent);
  return loginAnswer(deps.storage.db, account, token);
}

/**
 * The verification link goes out with the registration. Nothing waits for the verification: a mail that
 * could not be queued now is logged, and „Tekrar gönder" in the portal makes a new one.
 */
async function sendVerificationLinkOf(deps: AppDeps, account: AccountRow, commandId: string) {
  try {
    await sendVerificationLink(deps, account, commandId);
  } catch (error) {
    log.error({ component: 'e-posta', err: error }, 'doğrulama bağlantısı kuyruğa alınamadı');
  }
}

/**
 * The email has an account. Only the retry of the very registration that created it, sent with the
 * password it was created with, is answered as the first attempt was; the password is checked like a
 * login (same limits), so this is never a cheaper way to guess one.
 */
async function answerTakenEmail(
  deps: AppDeps,
  account: AccountRow,
  password: string,
  command: IssuedCommand,
  client: { ip: string; userAgent: string | null },
): Promise<LoginAnswer> {
  const refused = new DomainError('CONFLICT', REGISTRATION_REFUSED_MESSAGE, {
    email: REGISTRATION_REFUSED_MESSAGE,
  });
  const createdByThisCommand = command.retry && account.id === registeredAccountId(command.id);
  if (!createdByThisCommand) throw refused;
  const wait = await deps.loginLimiter.consume(account.email, client.ip);
  if (wait !== null) throw new RetryLaterError(wait, tooManyAttemptsMessage(wait));
  if (!(await verifyPassword(account.password_hash, password))) throw refused;
  if (!account.is_active) throw refused;
  await deps.loginLimiter.recordSuccess(account.email, client.ip);
  // A first attempt that stopped before its verification mail: the retry queues it (once: same ids).
  await sendVerificationLinkOf(deps, account, command.id);
  const token = await createSession(deps.storage.db, account, deps.now(), client.userAgent);
  return loginAnswer(deps.storage.db, account, token);
}

/**
 * A signed-in user changes their password; every session of the account ends (sign in again). A wrong
 * current password counts as a failed login: a stolen session must not become a way around the limits.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  limiter: LoginLimiter,
  accountId: string,
  input: { currentPassword: string; newPassword: string },
  commandId: string,
  actor: Actor,
  client: { ip: string },
): Promise<{ changed: true }> {
  const account = await accountByIdQuery(deps.storage.db, accountId);
  if (!account) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Oturum açmanız gerekiyor' });
  const wait = await limiter.consume(account.email, client.ip);
  if (wait !== null) throw new RetryLaterError(wait, tooManyAttemptsMessage(wait));
  if (!(await verifyPassword(account.password_hash, input.currentPassword))) {
    throw new DomainError('VALIDATION', 'Mevcut şifre hatalı', { currentPassword: 'Mevcut şifre hatalı' });
  }
  await limiter.refund(account.email, client.ip);
  await changePassword(deps, accountId, input.newPassword, commandId, actor, {
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
  });
  return { changed: true };
}
