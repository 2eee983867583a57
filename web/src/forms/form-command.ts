import { type CommandIds, createCommandIds } from '../portal/retries/command-ids';
import { retryTexts } from '../portal/retries/retry-policy';
import { HttpStatusError, isTransientHttpFailure, timedFetch } from '../portal/retries/transient-http';
import { sendIdempotent } from '../portal/retries/transient-retry';
import { type JsonAnswer, readAnswer, serverMessage } from './api';

export interface CommandAnswer extends JsonAnswer {
  /**
   * The last try got no answer (the network, a time-out, a 502/503/504): whether it was applied is not
   * known. Sending the same payload again is the same action, with the same command id.
   */
  unknown: boolean;
  /**
   * A try of this action before the one answered got no answer, so the action may already have been
   * applied: a refusal now (the session its password change ended, the link it used up) may be its own effect.
   */
  earlierTryLost: boolean;
}

export interface FormCommandDeps {
  ids?: CommandIds;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  wait?: (ms: number) => Promise<void>;
}

export type SendCommand = (
  url: string,
  payload: Record<string, unknown>,
  options?: { token?: string | null },
) => Promise<CommandAnswer>;

/**
 * The REST writes of forms outside the tRPC client (the public site, sign-up, password pages): the same
 * rules as the portals' mutations (command-id-link.ts). One command id per user action, kept for every
 * try of it: the automatic ones after a passing failure (the commands' own policy, `sendIdempotent`) and
 * the user's next press of the submit button with the same payload while the outcome is unknown. The server
 * answers a command id from the same caller with the same payload once, so nothing is stored twice.
 */
export function createFormCommands(deps: FormCommandDeps = {}): SendCommand {
  const ids = deps.ids ?? createCommandIds();
  const send = deps.fetch ?? timedFetch;
  /** Actions (by command id) with a try that got no answer and no answer since. */
  const lost = new Set<string>();
  return async (url, payload, options = {}) => {
    const commandId = typeof payload.commandId === 'string' ? payload.commandId : ids.idFor(url, payload);
    let lostSoFar = lost.has(commandId);
    let lostBeforeLast = lostSoFar;
    const init: RequestInit = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ ...payload, commandId }),
    };
    const attempt = async () => {
      lostBeforeLast = lostSoFar;
      try {
        const res = await send(url, init);
        if (isTransientHttpFailure(new HttpStatusError(res.status))) lostSoFar = true;
        return res;
      } catch (error) {
        if (isTransientHttpFailure(error)) lostSoFar = true;
        throw error;
      }
    };
    let answer: JsonAnswer;
    let unknown: boolean;
    try {
      const res = await sendIdempotent(attempt, deps.wait);
      answer = await readAnswer(res);
      unknown = isTransientHttpFailure(new HttpStatusError(res.status));
    } catch (error) {
      answer = { ok: false, status: error instanceof HttpStatusError ? error.status : 0, body: null };
      unknown = isTransientHttpFailure(error);
    }
    if (unknown) lost.add(commandId);
    else {
      lost.delete(commandId);
      ids.settled(url, payload);
    }
    return { ...answer, unknown, earlierTryLost: lostBeforeLast };
  };
}

/** The page's one set of form command ids: a form opened again still resends an unknown action as itself. */
export const sendCommand: SendCommand = createFormCommands();

/**
 * The form's message for a failed command: the server's Turkish one, else for an unknown outcome the
 * shared retry text (send again, it is not stored twice), else the form's own fallback.
 */
export function commandFailureText(answer: CommandAnswer, fallback: string): string {
  return serverMessage(answer) ?? (answer.unknown ? retryTexts.message : fallback);
}
