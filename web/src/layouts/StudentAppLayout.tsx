import { Outlet } from '@tanstack/react-router';
import { PortalProviders } from '../portal/PortalProviders';
import { StudentPortal } from '../student/StudentPortal';

/** /ogrenci and /ogrenci/hafta: the student app, phone-first, without the public header (like the parent's). */
export default function StudentAppLayout() {
  return (
    <PortalProviders>
      <main id="main-content" tabIndex={-1} className="min-h-dvh focus:outline-none">
        <StudentPortal>
          <Outlet />
        </StudentPortal>
      </main>
    </PortalProviders>
  );
}
