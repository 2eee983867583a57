import { Outlet } from '@tanstack/react-router';
import { PortalProviders } from '../portal/PortalProviders';

/** /dashboard and /admin: no header, no footer (spec §2). */
export default function BareLayout() {
  return (
    <PortalProviders>
      <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
        <Outlet />
      </main>
    </PortalProviders>
  );
}
