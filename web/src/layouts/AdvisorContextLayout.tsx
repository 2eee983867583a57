import { Outlet } from '@tanstack/react-router';
import { AdvisorProvider } from '../portal/contexts';

/** The advisor login page (/advisor/): public frame, advisor context. */
export default function AdvisorContextLayout() {
  return (
    <AdvisorProvider>
      <Outlet />
    </AdvisorProvider>
  );
}
