import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { Compass, LogOut } from 'lucide-react';
import { useState } from 'react';
import { recoveryTexts } from '../auth/recovery-texts';
import { Button } from '../design/ui/Button';
import { SessionGate } from '../session/SessionGate';
import { session } from '../session/session';
import { ToastViewport } from '../toasts/ToastViewport';
import { adminTexts as m } from './texts';

const LINKS = [
  { to: '/admin/', label: m.nav.accounts, exact: true },
  { to: '/admin/ogrenciler', label: m.nav.students, exact: false },
  { to: '/admin/packages', label: m.nav.packages, exact: false },
  { to: '/admin/sinav-tarihleri', label: m.nav.examDates, exact: false },
  { to: '/admin/requests', label: m.nav.requests, exact: false },
  { to: '/admin/audit', label: m.nav.audit, exact: false },
  { to: '/admin/projections', label: m.nav.projections, exact: false },
  { to: '/admin/e-postalar', label: m.nav.mailbox, exact: false },
] as const;

/** The admin area inside the bare layout: a guard (admins only, else /auth/login) and a simple top menu. */
export default function AdminLayout() {
  return (
    <SessionGate allow="ADMIN">
      {(s) => (
        <div className="min-h-dvh bg-surface-muted/40">
          <header className="border-b border-line bg-surface">
            <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
              <Link to="/admin/" className="inline-flex items-center gap-2 font-bold text-ink">
                <Compass aria-hidden="true" className="size-6 text-brand" />
                {m.appName} <span className="font-medium text-ink-muted">· {m.area}</span>
              </Link>
              <nav aria-label={m.nav.label} className="flex-1">
                <ul className="flex flex-wrap gap-1">
                  {LINKS.map((l) => (
                    <li key={l.to}>
                      <Link
                        to={l.to}
                        activeOptions={{ exact: l.exact }}
                        className="rounded-md px-3 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink data-[status=active]:bg-brand-soft data-[status=active]:text-brand"
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <span className="hidden text-sm text-ink-muted md:inline">{`${s.user.firstName} ${s.user.lastName}`}</span>
              <Link
                to="/auth/sifre-degistir"
                className="rounded-md px-3 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                {recoveryTexts.menuItem}
              </Link>
              <LogoutButton />
            </div>
          </header>
          <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
            <Outlet />
          </div>
          <ToastViewport />
        </div>
      )}
    </SessionGate>
  );
}

function LogoutButton() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={leaving}
      onClick={async () => {
        setLeaving(true);
        await navigate({ href: await session.logout(), replace: true });
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {leaving ? m.nav.loggingOut : m.nav.logout}
    </Button>
  );
}
