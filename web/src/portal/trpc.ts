import type { AppRouter } from '@pusula/api/trpc/router';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { watchReachability } from '../lib/reachability';
import { isStudentOwnCall } from '../service-worker/offline-routes';
import { commandIdLink } from './retries/command-id-link';
import { commandRetryDelay, offerRetry, shouldRetryCommand } from './retries/retry-offer';
import { timedFetch } from './retries/transient-failures';

/** Typed tRPC hooks for the signed-in areas (type-only import of the server's router). */
export const trpc = createTRPCReact<AppRouter>();

/** The tRPC error code of a failed call ("UNAUTHORIZED", "NOT_FOUND", …), if it was a tRPC error. */
export function trpcErrorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

const NO_RETRY = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST', 'CONFLICT']);

export function createPortalClients(options: { onUnauthorized?: () => void } = {}) {
  const onError = (error: unknown) => {
    if (trpcErrorCode(error) === 'UNAUTHORIZED') options.onUnauthorized?.();
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onError(error);
        offerRetry(error, mutation);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal or a missing record will not change on retry; a network blip might.
        retry: (count, error) => count < 1 && !NO_RETRY.has(trpcErrorCode(error) ?? ''),
        refetchOnWindowFocus: false,
      },
      // Safe because every mutation carries its action's command id (commandIdLink): a retry that reaches
      // the server after an earlier try did is answered once, not applied twice.
      mutations: { retry: shouldRetryCommand, retryDelay: commandRetryDelay },
    },
  });
  const headers = () => {
    const token = localStorage.getItem('token');
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  const trpcClient = trpc.createClient({
    links: [
      commandIdLink(),
      // The student's own calls go one by one: a read's address is then the same on every load, which is
      // what the service worker keeps for offline use (service-worker/offline-routes.ts). Their answers tell
      // the student app whether the server is reachable (lib/reachability.ts).
      splitLink({
        condition: (op) => isStudentOwnCall(op.path),
        true: httpLink({ url: '/trpc', headers, fetch: watchReachability(timedFetch) }),
        false: httpBatchLink({ url: '/trpc', headers, fetch: timedFetch }),
      }),
    ],
  });
  return { queryClient, trpcClient };
}
