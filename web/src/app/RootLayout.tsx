import { Outlet } from '@tanstack/react-router';
import { FocusAnnouncer } from '../focus/FocusAnnouncer';
import { ClientEffects } from './ClientEffects';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <FocusAnnouncer />
      <ClientEffects />
    </>
  );
}
