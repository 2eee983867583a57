import type { Mutation } from '@tanstack/react-query';
import { serverMessageOf } from '../../lib/server-errors';
import { notify } from '../../toasts/toasts';
import { pageShowsError } from './own-error';
import { COMMAND_RETRIES, retryTexts } from './retry-policy';
import { isTransientFailure } from './transient-failures';

export { COMMAND_RETRIES, commandRetryDelay, retryTexts } from './retry-policy';

export function shouldRetryCommand(failureCount: number, error: unknown): boolean {
  return failureCount < COMMAND_RETRIES && isTransientFailure(error);
}

/**
 * A command whose tries ran out for a passing reason gets one toast with „Tekrar dene". The button runs
 * the same mutation again with its same variables, hence the same command id: the server applies it once
 * whether or not an earlier try had arrived. The page that started it follows the new try as its own
 * (its pending state, its success callbacks), as react-query runs the same mutation object. A page that
 * shows the error itself (`meta: showsOwnError`) gets no toast: one message for one failure.
 */
export function offerRetry(error: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>): void {
  if (!isTransientFailure(error) || pageShowsError(mutation)) return;
  notify.show({
    type: 'error',
    title: retryTexts.title,
    message: serverMessageOf(error) ?? retryTexts.message,
    autoClose: false,
    key: `command-retry-${mutation.mutationId}`,
    action: {
      label: retryTexts.action,
      run: () => {
        // A failure comes back to this function through the cache's onError: a new toast, not a throw.
        mutation.execute(mutation.state.variables).catch(() => {});
      },
    },
  });
}
