import { Outlet } from '@tanstack/react-router';
import { AdvisorPortal } from '../advisor/AdvisorPortal';
import { PortalProviders } from '../portal/PortalProviders';

/** Advisor pages and /video-lobby: the advisor context inside the advisor portal's frame. */
export default function AdvisorAppLayout() {
  return (
    <PortalProviders>
      <AdvisorPortal>
        <Outlet />
      </AdvisorPortal>
    </PortalProviders>
  );
}
