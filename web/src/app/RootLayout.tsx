import { Outlet } from '@tanstack/react-router';
import { RootExtras } from './RootExtras';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <RootExtras />
    </>
  );
}
