import type { Mutation } from '@tanstack/react-query';
import { serverMessageOf } from '../../lib/server-errors';
import { notify } from '../../toasts/toasts';
import { pageShowsError } from './own-error';
import { isTransientFailure } from './transient-failures';

export const retryTexts = {
  title: 'İşlem tamamlanamadı',
  /** No Turkish message from the server (the network, a time-out, a proxy's page). */
  message: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin; işlem iki kez kaydedilmez.',
  action: 'Tekrar dene',
} as const;

/** Automatic tries of a command after its first: network failures, time-outs and 503s only (never a 4xx). */
export const COMMAND_RETRIES = 3;

export function shouldRetryCommand(failureCount: number, error: unknown): boolean {
  return failureCount < COMMAND_RETRIES && isTransientFailure(error);
}

/** 0.5 s, 1 s, 2 s: a restarting or briefly overloaded server gets room, the user does not wait long. */
export function commandRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4_000);
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
