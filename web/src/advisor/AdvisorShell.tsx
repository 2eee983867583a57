import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ChevronDown,
  GraduationCap,
  History,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  MessagesSquare,
  Package,
  Palette,
  UserRound,
  Users,
  Video,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cx } from '../design/ui/cx';
import { Wordmark } from '../layouts/Logo';
import type { LiveState } from '../live/live-connection';
import { liveMessages } from '../live/messages';
import { NotePanelSpacer } from '../note-panel/FloatingNotePanel';
import { session } from '../session/session';
import type { SignedInSession } from '../session/session-store';
import { fullName } from './format';
import { common, nav } from './messages';
import { NotificationBell } from './notifications/NotificationBell';
import { Avatar } from './ui';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Exact match only (the video page must not light up on its history). */
  exact?: boolean;
}

const NAV: NavItem[] = [
  { to: '/advisor/dashboard', label: nav.dashboard, icon: LayoutDashboard },
  { to: '/advisor/coaches', label: nav.coaches, icon: Users },
  { to: '/advisor/students', label: nav.students, icon: GraduationCap },
  { to: '/advisor/messages', label: nav.messages, icon: MessagesSquare },
  { to: '/advisor/analytics', label: nav.analytics, icon: ChartColumn },
  { to: '/advisor/calendar', label: nav.calendar, icon: CalendarDays },
  { to: '/advisor/video-conference', label: nav.videoConference, icon: Video, exact: true },
  { to: '/advisor/video-conference/history', label: nav.videoHistory, icon: History },
  { to: '/advisor/program-packages', label: nav.programPackages, icon: Package },
  { to: '/advisor/events', label: nav.events, icon: CalendarClock },
  { to: '/advisor/profile', label: nav.profile, icon: UserRound },
  { to: '/advisor/theme-demo', label: nav.themeDemo, icon: Palette },
];

function isActive(pathname: string, item: NavItem): boolean {
  if (item.exact) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
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

const LIVE_TONE: Record<LiveState, string> = {
  connected: 'bg-success',
  connecting: 'bg-accent',
  disconnected: 'bg-ink-muted',
  error: 'bg-danger',
};

export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <span
      role="img"
      aria-label={liveMessages.states[state]}
      title={liveMessages.states[state]}
      data-live-state={state}
      className="inline-flex size-10 items-center justify-center"
    >
      <span className={cx('size-2.5 rounded-full', LIVE_TONE[state])} />
    </span>
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
            {s.advisor?.title ? <p className="mt-0.5 text-xs text-ink-muted">{s.advisor.title}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild>
            <Link
              to="/advisor/profile"
              className="flex items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
            >
              <UserRound aria-hidden="true" className="size-4" />
              {nav.profile}
            </Link>
          </DropdownMenu.Item>
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

/** The advisor frame: side navigation (a sheet on small screens), the top bar with the bell and account. */
export function AdvisorShell({
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
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-brand px-3 py-2 text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {common.skipToContent}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface lg:flex">
        <div className="flex h-16 items-center gap-2 border-b border-line px-5">
          <Link to="/advisor/dashboard" aria-label={`${common.appName} – ${common.portal}`}>
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
          <Link
            to="/advisor/dashboard"
            className="lg:hidden"
            aria-label={`${common.appName} – ${common.portal}`}
          >
            <Wordmark />
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <LiveIndicator state={live} />
            <NotificationBell />
            <AccountMenu s={s} />
          </div>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="px-3 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto max-w-7xl">{children}</div>
          <NotePanelSpacer />
        </main>
      </div>
    </div>
  );
}
