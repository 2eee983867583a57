import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  CalendarDays,
  ChevronDown,
  GraduationCap,
  LogOut,
  type LucideIcon,
  Menu,
  MessagesSquare,
  NotebookText,
  Video,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LiveIndicator } from '../advisor/AdvisorShell';
import { fullName } from '../advisor/format';
import { NotificationBell } from '../advisor/notifications/NotificationBell';
import { Avatar } from '../advisor/ui';
import { cx } from '../design/ui/cx';
import { Wordmark } from '../layouts/Logo';
import type { LiveState } from '../live/live-connection';
import { session } from '../session/session';
import type { SignedInSession } from '../session/session-store';
import { common, nav } from './messages';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Exact match only: /dashboard must not light up on every page under it. */
  exact?: boolean;
}

const NAV: NavItem[] = [
  { to: '/dashboard', label: nav.students, icon: GraduationCap, exact: true },
  { to: '/dashboard/notes', label: nav.notes, icon: NotebookText },
  { to: '/dashboard/messages', label: nav.messages, icon: MessagesSquare },
  { to: '/dashboard/calendar', label: nav.calendar, icon: CalendarDays },
  { to: '/dashboard/video-calls', label: nav.videoCalls, icon: Video },
];

function isActive(pathname: string, item: NavItem): boolean {
  if (pathname === item.to || pathname === `${item.to}/`) return true;
  // A student's page belongs to "Öğrencilerim".
  if (item.to === '/dashboard') return pathname.startsWith('/dashboard/students/');
  return !item.exact && pathname.startsWith(`${item.to}/`);
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ul className="space-y-0.5">
      {NAV.map((item) => {
        const active = isActive(pathname, item);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cx(
                'flex items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 text-[0.9375rem] font-medium transition-colors',
                active ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-muted',
              )}
            >
              <item.icon aria-hidden="true" className="size-5 shrink-0" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function AccountMenu({ s }: { s: SignedInSession }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const name = fullName(s.user);
  const logout = async () => {
    setLeaving(true);
    const to = await session.logout();
    await navigate({ href: to, replace: true });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={nav.account}
        className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-ink hover:bg-surface-muted"
      >
        <Avatar name={name} className="size-8" />
        <span className="hidden max-w-40 truncate text-sm font-semibold md:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-[var(--radius-card)] border border-line bg-surface p-1.5 text-ink shadow-[var(--shadow-card)] data-[state=open]:animate-pop-in"
        >
          <div className="px-2.5 py-2">
            <p className="font-semibold">{name}</p>
            <p className="text-sm text-ink-muted">{s.user.email}</p>
            {s.coach?.package ? <p className="mt-0.5 text-xs text-ink-muted">{s.coach.package}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            disabled={leaving}
            onSelect={() => void logout()}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-danger outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-danger-soft"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {leaving ? nav.loggingOut : nav.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The coach frame inside the bare layout (which already holds the page's <main>): side navigation (a sheet
 * on small screens) and a top bar with the live state, the bell and the account menu.
 */
export function CoachShell({
  s,
  live,
  children,
}: {
  s: SignedInSession;
  live: LiveState;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-canvas">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface lg:flex">
        <div className="flex h-16 items-center gap-2 border-b border-line px-5">
          <Link to="/dashboard" aria-label={`${common.appName} – ${common.portal}`}>
            <Wordmark />
          </Link>
        </div>
        <nav aria-label={nav.label} className="flex-1 overflow-y-auto p-3">
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {common.portal}
          </p>
          <NavList />
        </nav>
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur sm:px-5">
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger
              aria-label={nav.open}
              className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl focus:outline-none">
                <div className="flex h-16 items-center justify-between border-b border-line px-4">
                  <Dialog.Title className="font-semibold text-ink">{common.portal}</Dialog.Title>
                  <Dialog.Close
                    aria-label={nav.close}
                    className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{nav.label}</Dialog.Description>
                <nav aria-label={nav.label} className="flex-1 overflow-y-auto p-3">
                  <NavList onNavigate={() => setMenuOpen(false)} />
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <Link to="/dashboard" className="lg:hidden" aria-label={`${common.appName} – ${common.portal}`}>
            <Wordmark />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <LiveIndicator state={live} />
            <NotificationBell />
            <AccountMenu s={s} />
          </div>
        </header>
        <div className="px-3 py-6 sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto max-w-7xl">{children}</div>
        </div>
      </div>
    </div>
  );
}
