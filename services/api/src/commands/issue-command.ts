import { DomainError } from '@pusula/domain';
import type { AppDeps } from '../app-deps';
import { toHttpError } from '../errors';
import { log } from '../observability/logger';
import {
  type CommandClaim,
  callerOf,
  claimCommandId,
  commandFingerprint,
  releaseCommandId,
  scopedCommandId,
} from './command-claims';

/** The command id a procedure works with: already scoped to its caller. */
export interface IssuedCommand {
  id: string;
  /** The caller sent this id before with the same payload: the command path answers as it did then. */
  retry: boolean;
}

export const INVALID_COMMAND_ID = 'Geçersiz istek kimliği';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives a mutation its command id. Without a client id the command gets a fresh random one (it cannot be
 * retried, and cannot collide). With one, the id is claimed for this caller and payload first.
 */
export async function issueCommand(
  deps: AppDeps,
  request: { procedure: string; input: unknown; userId: string | null },
): Promise<{
  command: IssuedCommand;
  /** The input as the procedure parses it: its `commandId`, if any, replaced by the scoped id. */
  input: unknown;
  settleFailure(error: unknown): Promise<void>;
}> {
  const given = (request.input as { commandId?: unknown } | null | undefined)?.commandId;
  if (given === undefined || given === null) {
    return {
      command: { id: crypto.randomUUID(), retry: false },
      input: request.input,
      settleFailure: async () => {},
    };
  }
  if (typeof given !== 'string' || !UUID.test(given))
    throw new DomainError('VALIDATION', INVALID_COMMAND_ID, { commandId: INVALID_COMMAND_ID });

  const fingerprint = commandFingerprint(request.procedure, request.input);
  const claim: CommandClaim = {
    commandId: given.toLowerCase(),
    caller: callerOf(request.userId, fingerprint),
    fingerprint,
  };
  const outcome = await claimCommandId(deps.storage.db, claim, deps.now());
  const id = scopedCommandId(claim);
  return {
    command: { id, retry: outcome === 'retry' },
    input: { ...(request.input as object), commandId: id },
    async settleFailure(error) {
      // A refused or invalid request wrote nothing: its id may be sent again with the corrected payload.
      // After a server-side failure the command may be stored, so the claim stays for the retry.
      // tRPC hands middlewares its own wrapper; the status follows from what the procedure threw.
      const thrown = (error as { cause?: unknown }).cause ?? error;
      if (outcome !== 'claimed' || toHttpError(thrown).status >= 500) return;
      await releaseCommandId(deps.storage.db, claim).catch((cause) =>
        log.error({ component: 'commands', err: cause }, 'could not release a command id'),
      );
    },
  };
}
