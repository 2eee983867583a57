import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CoachPortal } from '../coach/CoachPortal';
import { PortalProviders } from '../portal/PortalProviders';

/**
 * /dashboard/…: the bare layout (no public header or footer, spec §2) with the coach's session guard and
 * frame, kept mounted across the panel's pages so the live connection and the toasts stay.
 */
export default function CoachAppLayout({ children }: { children?: ReactNode }) {
  return (
    <PortalProviders>
      <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
        <CoachPortal>{children ?? <Outlet />}</CoachPortal>
      </main>
    </PortalProviders>
  );
}
