import { EMAIL_VERIFICATION_TTL_MS } from '@pusula/contracts';
import {
  accountStreamId,
  DomainError,
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  VERIFICATION_LINK_EXPIRED_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
  VERIFICATION_LINK_USED_MESSAGE,
} from '@pusula/domain';
import { type AccountRow, accountByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { RetryLaterError } from '../../errors';
import { handleAccountCommand } from '../accounts/account-service';
import { causeOf, mailIdFor, queueMail } from '../mail/mail-service';
import { publicUrlOf } from '../mail/mail-worker';
import {
  consumeOneTimeLink,
  EMAIL_VERIFICATION_LINKS,
  findOneTimeLink,
  forgetOneTimeLink,
  issueOneTimeLink,
  useUpAccountLinks,
} from '../mail/one-time-link';
import { authTexts } from './texts';

/**
 * E-mail verification of self-registered accounts. Registration mails a link (256 random bits; only
 * their SHA-256 kept, in `email_verification_tokens`; valid 7 days; used once); opening it records
 * `EmailAddressVerified` and the directory shows `email_verified`. Sign-in never waits for it: until it
 * is done the portal shows a banner with „Tekrar gönder" (limited per account). Accounts an admin or the
 * demo seed made count as verified.
 */

/**
 * Makes a link for the account and queues its mail, like a reset link: the token's row and the mail's
 * secret first, then `EmailVerificationRequested` and `EmailQueued` (caused by it). A retry of the same
 * command finds both rows and repeats nothing; an account with nothing to verify gets no link.
 */
export async function sendVerificationLink(
  deps: AppDeps,
  account: Pick<AccountRow, 'id' | 'email' | 'first_name'>,
  commandId: string,
  actor?: Actor,
): Promise<{ sent: boolean }> {
  const requestId = derivedId(commandId, 'verification-request');
  const requestCommandId = derivedId(commandId, 'verification');
  const cause = causeOf(accountStreamId(account.id), requestCommandId);
  const messageId = mailIdFor(cause);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS);
  await issueOneTimeLink(deps.storage.db, EMAIL_VERIFICATION_LINKS, {
    key: requestId,
    columns: { account_id: account.id },
    now,
    expiresAt,
    link: (token) => `${publicUrlOf(deps)}/auth/e-posta-dogrula?token=${token}`,
    messageId,
  });
  const forget = () => forgetOneTimeLink(deps.storage.db, EMAIL_VERIFICATION_LINKS, requestId, messageId);
  let outcome: Awaited<ReturnType<typeof handleAccountCommand>>;
  try {
    outcome = await handleAccountCommand(
      deps,
      account.id,
      {
        type: 'RequestEmailVerification',
        data: {
          accountId: account.id,
          requestId,
          expiresAt: expiresAt.toISOString(),
          now: now.toISOString(),
        },
      },
      { commandId: requestCommandId, actor, settleLater: true },
    );
  } catch (error) {
    // Refused (the account was disabled meanwhile): the link must not stay usable.
    await forget();
    throw error;
  }
  if (outcome.events.length === 0) {
    // Verified already: no link, no mail.
    await forget();
    return { sent: false };
  }
  await queueMail(
    deps,
    {
      cause,
      to: account.email,
      template: 'EMAIL_VERIFICATION',
      params: { firstName: account.first_name, expiresAt: expiresAt.toISOString() },
      hasSecretLink: true,
      accountId: account.id,
    },
    actor,
  );
  await outcome.settled();
  return { sent: true };
}

/** „Tekrar gönder" in the portal's banner: a new link, a few times an hour per account at most. */
export async function resendVerificationLink(
  deps: AppDeps,
  accountId: string,
  commandId: string,
  actor: Actor,
): Promise<{ sent: true; message: string }> {
  const account = await accountByIdQuery(deps.storage.db, accountId);
  if (!account) throw new DomainError('NOT_FOUND', 'Hesap bulunamadı');
  if (account.email_verified) throw new DomainError('CONFLICT', EMAIL_ALREADY_VERIFIED_MESSAGE);
  const wait = await deps.verificationMailLimiter.consume(accountId);
  if (wait !== null) throw new RetryLaterError(wait, authTexts.tooManyVerificationMails(wait));
  const { sent } = await sendVerificationLink(deps, account, commandId, actor);
  if (!sent) throw new DomainError('CONFLICT', EMAIL_ALREADY_VERIFIED_MESSAGE);
  return { sent: true, message: authTexts.verificationMailSent(account.email) };
}

/**
 * Opens a verification link. One UPDATE takes it (of two parallel uses exactly one wins); then the
 * account's stream records `EmailAddressVerified`. Used, expired and unknown links are refused in Turkish
 * (409, 409, 404).
 */
export async function verifyEmail(
  deps: AppDeps,
  token: string,
  commandId: string,
): Promise<{ verified: true; email: string }> {
  const now = deps.now();
  const found = await findOneTimeLink(deps.storage.db, EMAIL_VERIFICATION_LINKS, token, now);
  switch (found.status) {
    case 'INVALID':
      throw new DomainError('NOT_FOUND', VERIFICATION_LINK_INVALID_MESSAGE);
    case 'USED':
      throw new DomainError('CONFLICT', VERIFICATION_LINK_USED_MESSAGE);
    case 'EXPIRED':
      throw new DomainError('CONFLICT', VERIFICATION_LINK_EXPIRED_MESSAGE);
  }
  const { row } = found;
  const account = await accountByIdQuery(deps.storage.db, row.account_id);
  if (!account) throw new DomainError('NOT_FOUND', VERIFICATION_LINK_INVALID_MESSAGE);
  if (account.email_verified) throw new DomainError('CONFLICT', EMAIL_ALREADY_VERIFIED_MESSAGE);

  if (!(await consumeOneTimeLink(deps.storage.db, EMAIL_VERIFICATION_LINKS, row.request_id, now)))
    throw new DomainError('CONFLICT', VERIFICATION_LINK_USED_MESSAGE);
  await handleAccountCommand(
    deps,
    account.id,
    {
      type: 'VerifyEmail',
      data: { accountId: account.id, requestId: row.request_id, now: now.toISOString() },
    },
    { commandId: derivedId(commandId, 'verify-email') },
  );
  // The account's other links have nothing left to do.
  await useUpAccountLinks(deps.storage.db, EMAIL_VERIFICATION_LINKS, account.id, now);
  return { verified: true, email: account.email };
}
