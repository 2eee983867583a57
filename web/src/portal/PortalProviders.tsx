import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createPortalClients, trpc } from './trpc';

/**
 * tRPC + React Query for the signed-in areas. It sits in the portal layouts, not at the root, so the
 * public pages never download the query client.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const [clients] = useState(createPortalClients);
  return (
    <trpc.Provider client={clients.trpcClient} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
