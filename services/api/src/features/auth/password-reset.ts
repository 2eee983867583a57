import { normaliseEmail, PASSWORD_RESET_TTL_MS } from '@pusula/contracts';
import {
  ACCOUNT_INACTIVE_MESSAGE,
  accountStreamId,
  DomainError,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from '@pusula/domain';
import { type AccountRow, accountByEmailQuery, accountByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeAllSessions } from '../../auth/sessions';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import type { IssuedCommand } from '../../commands/issue-command';
import { RetryLaterError } from '../../errors';
import { handleAccountCommand, sendPasswordChangedNotice } from '../accounts/account-service';
import { causeOf, mailIdFor, queueMail } from '../mail/mail-service';
import { publicUrlOf } from '../mail/mail-worker';
import {
  consumeOneTimeLink,
  findOneTimeLink,
  forgetOneTimeLink,
  issueOneTimeLink,
  PASSWORD_RESET_LINKS,
  useUpAccountLinks,
} from '../mail/one-time-link';
import { checkPasswordPolicy } from './password-policy';

export const RESET_REQUEST_ANSWER =
  'Bu adrese kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı birkaç dakika içinde e-posta ile gönderilir. Bağlantı 1 saat geçerlidir.';
export const tooManyResetRequestsMessage = (seconds: number) =>
  `Çok fazla şifre sıfırlama isteği gönderildi. Lütfen ${Math.max(1, Math.ceil(seconds / 60))} dakika sonra tekrar deneyin.`;

/**
 * "Şifremi unuttum". Counted per address and per e-mail before anything is looked up; then answered at
 * once, the same whether or not the address has an account: the link is made and queued after the
 * answer, so neither the answer nor its timing tells who is registered.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  commandId: string,
  client: { ip: string },
): Promise<{ accepted: true; message: string }> {
  const [byAddress, byEmail] = await Promise.all([
    deps.passwordResetLimiters.byAddress.consume(client.ip),
    deps.passwordResetLimiters.byEmail.consume(normaliseEmail(email)),
  ]);
  const wait = Math.max(byAddress ?? 0, byEmail ?? 0);
  if (wait > 0) throw new RetryLaterError(wait, tooManyResetRequestsMessage(wait));
  sendResetLinkLater(deps, email, commandId);
  return { accepted: true, message: RESET_REQUEST_ANSWER };
}

/** After the answer: the link for the address's account, if it has an active one; else nothing, silently. */
export function sendResetLinkLater(deps: AppDeps, email: string, commandId: string): void {
  deps.mail.later(async () => {
    const account = await accountByEmailQuery(deps.storage.db, email);
    if (!account?.is_active) return;
    await sendResetLink(deps, account, { requestedBy: 'self', commandId });
  });
}

/**
 * Makes a reset link for the account and queues its mail: 256 random bits, only their SHA-256 kept, valid
 * one hour. The token's row and the mail's secret are written together first; then the request
 * (`PasswordResetRequested`) and the mail (`EmailQueued`, caused by it) go to the log. A retry of the same
 * command finds both rows (keyed by the request and the mail) and repeats nothing.
 */
export async function sendResetLink(
  deps: AppDeps,
  account: AccountRow,
  options: { requestedBy: 'self' | Actor; commandId: string },
): Promise<{ messageId: string }> {
  const { commandId } = options;
  const requestId = derivedId(commandId, 'reset-request');
  const resetCommandId = derivedId(commandId, 'reset');
  const cause = causeOf(accountStreamId(account.id), resetCommandId);
  const messageId = mailIdFor(cause);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  await issueOneTimeLink(deps.storage.db, PASSWORD_RESET_LINKS, {
    key: requestId,
    columns: { account_id: account.id },
    now,
    expiresAt,
    link: (token) => `${publicUrlOf(deps)}/auth/sifre-sifirla?token=${token}`,
    messageId,
  });
  const actor = options.requestedBy === 'self' ? undefined : options.requestedBy;
  try {
    await handleAccountCommand(
      deps,
      account.id,
      {
        type: 'RequestPasswordReset',
        data: {
          accountId: account.id,
          requestId,
          requestedBy: actor ? actor.userId : 'self',
          expiresAt: expiresAt.toISOString(),
          now: now.toISOString(),
        },
      },
      { commandId: resetCommandId, actor, settleLater: true },
    );
  } catch (error) {
    // Refused (the account was disabled meanwhile): the link must not stay usable.
    await forgetOneTimeLink(deps.storage.db, PASSWORD_RESET_LINKS, requestId, messageId);
    throw error;
  }
  await queueMail(
    deps,
    {
      cause,
      to: account.email,
      template: 'PASSWORD_RESET',
      params: {
        firstName: account.first_name,
        expiresAt: expiresAt.toISOString(),
        requestedBy: actor ? 'admin' : 'self',
      },
      hasSecretLink: true,
      accountId: account.id,
    },
    actor,
  );
  return { messageId };
}

/** The admin sends a reset link to any active account; the admin never sees the link. */
export async function adminSendResetLink(deps: AppDeps, accountId: string, commandId: string, actor: Actor) {
  const account = await accountByIdQuery(deps.storage.db, accountId);
  if (!account) throw new DomainError('NOT_FOUND', 'Hesap bulunamadı');
  if (!account.is_active)
    throw new DomainError('CONFLICT', `${ACCOUNT_INACTIVE_MESSAGE}: önce hesabı etkinleştirin`);
  await sendResetLink(deps, account, { requestedBy: actor, commandId });
  return { sent: true as const, email: account.email };
}

/** Why a reset link is refused, in Turkish (none while it is usable). */
const RESET_LINK_MESSAGES = {
  VALID: null,
  USED: RESET_LINK_USED_MESSAGE,
  EXPIRED: RESET_LINK_EXPIRED_MESSAGE,
  INVALID: RESET_LINK_INVALID_MESSAGE,
} as const;

/** What the reset page shows before asking for a password: usable, used, expired or unknown. */
export async function resetTokenStatus(
  deps: AppDeps,
  token: string,
): Promise<{ status: 'VALID' | 'USED' | 'EXPIRED' | 'INVALID'; message: string | null }> {
  const { status } = await findOneTimeLink(deps.storage.db, PASSWORD_RESET_LINKS, token, deps.now());
  return { status, message: RESET_LINK_MESSAGES[status] };
}

/**
 * Sets a new password with a reset link. The password is checked against the policy before the link is
 * used up; then one UPDATE takes the link (of two parallel uses exactly one wins), the account's stream
 * records the use and the new password, every session of the account ends, the account's other links
 * stop working, and the "şifreniz değiştirildi" notice is queued.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; newPassword: string },
  command: IssuedCommand,
): Promise<{ changed: true; role: AccountRow['role'] }> {
  const found = await findOneTimeLink(deps.storage.db, PASSWORD_RESET_LINKS, input.token, deps.now());
  if (found.status === 'INVALID') throw new DomainError('NOT_FOUND', RESET_LINK_INVALID_MESSAGE);
  const changeCommandId = derivedId(command.id, 'reset-password');
  const resuming =
    found.status === 'USED' &&
    command.retry &&
    (await resetByThisCommand(deps, found.row.account_id, changeCommandId, input.newPassword));
  if (found.status !== 'VALID' && !resuming)
    throw new DomainError('CONFLICT', RESET_LINK_MESSAGES[found.status]);
  const { row } = found;
  const account = await accountByIdQuery(deps.storage.db, row.account_id);
  if (!account?.is_active) throw new DomainError('CONFLICT', ACCOUNT_INACTIVE_MESSAGE);
  const policy = checkPasswordPolicy(input.newPassword, {
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
  });
  if (!policy.ok) throw new DomainError('VALIDATION', policy.message, { newPassword: policy.message });
  const passwordHash = await hashPassword(input.newPassword);

  const now = deps.now();
  if (!resuming && !(await consumeOneTimeLink(deps.storage.db, PASSWORD_RESET_LINKS, row.request_id, now)))
    throw new DomainError('CONFLICT', RESET_LINK_USED_MESSAGE);

  const outcome = await handleAccountCommand(
    deps,
    account.id,
    {
      type: 'ResetPassword',
      data: { accountId: account.id, requestId: row.request_id, passwordHash, now: now.toISOString() },
    },
    { commandId: changeCommandId, settleLater: true },
  );
  await revokeAllSessions(deps.storage.db, account.id);
  await useUpAccountLinks(deps.storage.db, PASSWORD_RESET_LINKS, account.id, now);
  await outcome.settled();
  // Until the directory had the new hash, the old password still signed in: end those sessions too.
  await revokeAllSessions(deps.storage.db, account.id);
  // The second event of the append is PasswordChanged: the notice follows from it.
  await sendPasswordChangedNotice(
    deps,
    account,
    causeOf(accountStreamId(account.id), changeCommandId, 1),
    now,
  );
  return { changed: true, role: account.role };
}

/**
 * The link was used by this very command (its answer was lost, the caller sends it again): only if the
 * account's log has this command's password change, made with the password sent now. The retry then finishes
 * what the first attempt may not have (sessions, other links, the notice; each happens once) and is answered
 * as the first time. The password check keeps a retry's id from saying more than the link itself would.
 */
async function resetByThisCommand(
  deps: AppDeps,
  accountId: string,
  changeCommandId: string,
  newPassword: string,
): Promise<boolean> {
  const history = await deps.storage.store.readStream(accountStreamId(accountId));
  const changed = history.find(
    (e) => e.metadata.commandId === changeCommandId && e.type === 'PasswordChanged',
  );
  const hash = (changed?.data as { passwordHash?: unknown } | undefined)?.passwordHash;
  return typeof hash === 'string' && (await verifyPassword(hash, newPassword));
}
