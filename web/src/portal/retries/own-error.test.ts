import { MutationCache, MutationObserver, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../toasts/toasts';
import { showsOwnError } from './own-error';
import { offerRetry } from './retry-offer';

/** A command whose every try fails for a passing reason, with the portal's toast on failure. */
function failingCommand(meta?: Record<string, unknown>) {
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => offerRetry(error, mutation) }),
    defaultOptions: { mutations: { retry: false } },
  });
  const mutationFn = (_input: { text: string }) =>
    Promise.reject(TRPCClientError.from(new TypeError('Failed to fetch')));
  return new MutationObserver(client, { mutationFn, meta });
}

const retryToasts = () => toasts.get().filter((t) => t.action?.label === 'Tekrar dene');

describe('one message for one failed command', () => {
  afterEach(() => toasts.clear());

  it('a mutation whose page shows nothing gets the shared „Tekrar dene" toast', async () => {
    await expect(failingCommand().mutate({ text: 'Not' })).rejects.toBeInstanceOf(TRPCClientError);
    expect(retryToasts()).toHaveLength(1);
  });

  it('a mutation whose page shows the error itself gets no toast', async () => {
    await expect(failingCommand(showsOwnError).mutate({ text: 'Not' })).rejects.toBeInstanceOf(
      TRPCClientError,
    );
    expect(retryToasts()).toHaveLength(0);
  });
});
