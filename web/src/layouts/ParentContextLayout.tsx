import { Outlet } from '@tanstack/react-router';
import { ParentProvider } from '../portal/contexts';

/** Other /parent pages: the parent context inside the public header and footer. */
export default function ParentContextLayout() {
  return (
    <ParentProvider>
      <Outlet />
    </ParentProvider>
  );
}
