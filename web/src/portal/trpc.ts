import type { AppRouter } from '@pusula/api/trpc/router';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** Typed tRPC hooks for the signed-in areas (type-only import of the server's router). */
export const trpc = createTRPCReact<AppRouter>();

export function createPortalClients() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
  const trpcClient = trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = localStorage.getItem('token');
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
  return { queryClient, trpcClient };
}
