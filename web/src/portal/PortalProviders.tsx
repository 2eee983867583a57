import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { withReturnPath } from '../lib/return-path';
import { STUDENT_READS_CACHE } from '../service-worker/offline-routes';
import { session } from '../session/session';
import { createPortalClients, trpc } from './trpc';

/**
 * tRPC + React Query for the signed-in areas. It sits in the portal layouts, not at the root, so the
 * public pages never download the query client. A call the server refuses as unauthenticated ends the
 * session (the token expired or was revoked) and opens the login page, which returns here after sign-in;
 * every sign-out empties the query cache and the student's offline copy of their reads.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [clients] = useState(() =>
    createPortalClients({
      onUnauthorized: () => {
        if (session.get().status !== 'signedIn') return;
        // After signing in again the user is back on the page they were on.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        void router.navigate({ href: withReturnPath(session.expire(), here), replace: true });
      },
    }),
  );
  useEffect(
    () =>
      session.onSignOut(() => {
        clients.queryClient.clear();
        // The student's last answers kept for offline use leave with the session (the worker keys them by
        // token already: this is so nothing personal stays on a shared phone).
        if (typeof caches !== 'undefined') void caches.delete(STUDENT_READS_CACHE).catch(() => {});
      }),
    [clients],
  );
  return (
    <trpc.Provider client={clients.trpcClient} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
