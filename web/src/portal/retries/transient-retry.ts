import { COMMAND_RETRIES, commandRetryDelay } from './retry-policy';
import { HttpStatusError, isTransientHttpFailure } from './transient-http';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A REST write that is idempotent by nature (an upsert by its key) sent again after a passing failure —
 * no answer, a time-out, a 502/503/504 — with the commands' own policy (tries and backoff). Any other
 * answer, a 4xx or a 500 among them, is returned as it came: a retry would not mend it.
 */
export async function sendIdempotent(
  send: () => Promise<Response>,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await send();
      if (attempt >= COMMAND_RETRIES || !isTransientHttpFailure(new HttpStatusError(res.status))) return res;
    } catch (error) {
      if (attempt >= COMMAND_RETRIES || !isTransientHttpFailure(error)) throw error;
    }
    await wait(commandRetryDelay(attempt));
  }
}
