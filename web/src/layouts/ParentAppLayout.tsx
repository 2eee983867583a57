import { Outlet } from '@tanstack/react-router';
import { ParentProvider } from '../portal/contexts';
import { PortalProviders } from '../portal/PortalProviders';

/** /parent/dashboard: the parent context without the public header. */
export default function ParentAppLayout() {
  return (
    <PortalProviders>
      <ParentProvider>
        <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
          <Outlet />
        </main>
      </ParentProvider>
    </PortalProviders>
  );
}
