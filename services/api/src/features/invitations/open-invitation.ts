import {
  DomainError,
  INVITATION_DECLINED_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
  invitationDecider,
  invitationStreamId,
} from '@pusula/domain';
import {
  type InvitationRow,
  invitationByIdQuery,
  invitationStatusOf,
  studentByIdQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import { GoneError, RetryLaterError } from '../../errors';
import { causeOf } from '../mail/mail-service';
import { findOneTimeLink, INVITATION_LINKS } from '../mail/one-time-link';
import { INVITATION_TEXTS } from './texts';

/**
 * What every invitation use case shares: the stream's command handler, and opening an invitation by its
 * link or pairing code (only their hashes are stored) with the Turkish reason when it is closed.
 */

export const handleInvitationCommand = defineCommandHandler(invitationDecider, invitationStreamId, {
  projectors: ['invitations'],
});

export function studentName(deps: AppDeps, studentId: string) {
  return studentByIdQuery(deps.storage.db, studentId);
}

/** The sending command's id follows from the invitation's (itself scoped to its sender's command). */
export const sendCommandIdOf = (invitationId: string) => derivedId(invitationId, 'send');
/** The invitation mail's cause: its `InvitationSent`; the mail's secret link is keyed by it. */
export const sentCause = (row: InvitationRow) => causeOf(invitationStreamId(row.id), sendCommandIdOf(row.id));

export type TokenRow = {
  invitation_id: string;
  expires_at: Date | string;
  used_at: unknown;
  taken_by: string | null;
};

/** The token row a link or code names. Whether it may still be answered is the invitation's status. */
export async function tokenRowBy(
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
export async function countCodeAttempt(deps: AppDeps, ip: string) {
  const wait = await deps.invitationCodeLimiter.consume(ip);
  if (wait !== null) throw new RetryLaterError(wait, INVITATION_TEXTS.codeAttempts(wait));
}

/**
 * The invitation a link or code names, refused with its Turkish reason when it can no longer be answered,
 * except to the retry of the command that used it (`resuming`), which may finish what it started.
 */
export async function openInvitation(
  deps: AppDeps,
  by: { token?: string; code?: string },
  commandId?: string,
): Promise<{ row: InvitationRow; token: TokenRow; resuming: boolean }> {
  const token = await tokenRowBy(deps, by);
  const row = token ? await invitationByIdQuery(deps.storage.db, token.invitation_id) : undefined;
  if (!token || !row)
    throw new DomainError('NOT_FOUND', by.code ? INVITATION_TEXTS.codeUnknown : INVITATION_NOT_FOUND_MESSAGE);
  const resuming = commandId !== undefined && token.taken_by === commandId;
  const refusal = resuming ? null : closedRefusal(row, deps.now(), Boolean(by.code));
  if (refusal) throw refusal;
  return { row, token, resuming };
}

export function closedRefusal(row: InvitationRow, now: Date, byCode: boolean): Error | null {
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
