import { Outlet } from '@tanstack/react-router';
import { PublicChrome } from './PublicChrome';

export function PublicLayout() {
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
