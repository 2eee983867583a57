import { Outlet } from '@tanstack/react-router';
import { AdvisorProvider } from './contexts';
import { PortalProviders } from './PortalProviders';

/** Advisor pages and /video-lobby: the advisor context (its own frame comes with the advisor portal). */
export default function AdvisorAppLayout() {
  return (
    <PortalProviders>
      <AdvisorProvider>
        <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
          <Outlet />
        </main>
      </AdvisorProvider>
    </PortalProviders>
  );
}
