import type { AccountRequestInput, ContactInput } from '@pusula/contracts';
import { publicRequestDecider, publicRequestStreamId } from '@pusula/domain';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import { sendResetLinkLater } from '../auth/password-reset';

/** The admin's inbox reads the request later: nothing waits for its read model. */
const handlePublicRequestCommand = defineCommandHandler(publicRequestDecider, publicRequestStreamId, {
  projectors: [],
});

async function record(
  deps: AppDeps,
  requestId: string,
  data: Parameters<typeof publicRequestDecider.decide>[0]['data'],
  commandId: string,
) {
  await handlePublicRequestCommand(deps, requestId, { type: 'SubmitPublicRequest', data }, { commandId });
}

export async function submitContact(
  deps: AppDeps,
  input: ContactInput & { kvkkTextVersion: string },
  commandId: string,
) {
  const requestId = derivedId(commandId, 'request-id');
  const at = deps.now().toISOString();
  await record(
    deps,
    requestId,
    {
      type: 'ContactRequested',
      data: {
        requestId,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        consent: { textVersion: input.kvkkTextVersion, givenAt: at },
        at,
      },
    },
    commandId,
  );
  return { success: true as const };
}

/**
 * Password-reset and deletion requests are recorded for the admin whether or not the email has an
 * account, and the answer is the same either way: the form must not tell who is registered. A reset
 * request also sends the reset link, as "Şifremi unuttum" does, within the same per-e-mail limit (past it,
 * silently nothing).
 */
export async function submitAccountRequest(deps: AppDeps, input: AccountRequestInput, commandId: string) {
  const requestId = derivedId(commandId, 'request-id');
  await record(
    deps,
    requestId,
    {
      type: 'AccountRequestSubmitted',
      data: {
        requestId,
        kind: input.kind,
        email: input.email.toLowerCase(),
        reason: input.kind === 'ACCOUNT_DELETION' ? (input.reason ?? null) : null,
        at: deps.now().toISOString(),
      },
    },
    commandId,
  );
  if (input.kind === 'PASSWORD_RESET') {
    const email = input.email.toLowerCase();
    if ((await deps.passwordResetLimiters.byEmail.consume(email.trim())) === null)
      sendResetLinkLater(deps, email, derivedId(commandId, 'reset-link'));
  }
  return { success: true as const };
}
