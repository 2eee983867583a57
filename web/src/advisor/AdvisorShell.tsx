import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ChevronDown,
  GraduationCap,
  History,
  LayoutDashboard,
  LogOut,
  MessagesSquare,
  Package,
  Palette,
  UserRound,
  Users,
  Video,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { LiveState } from '../live/live-connection';
import { NotePanelSpacer } from '../note-panel/FloatingNotePanel';
import { LiveIndicator } from '../portal/LiveIndicator';
import { PortalFrame, type PortalNavItem, PortalNavList } from '../portal/PortalFrame';
import { session } from '../session/session';
import type { SignedInSession } from '../session/session-store';
import { fullName } from './format';
import { common, nav } from './messages';
import { NotificationBell } from './notifications/NotificationBell';
import { Avatar } from './ui';

interface NavItem extends PortalNavItem {
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
  return (
    <PortalFrame
      homeTo="/advisor/dashboard"
      labels={{
        appName: common.appName,
        portal: common.portal,
        skipToContent: common.skipToContent,
        nav: nav.label,
        openMenu: nav.open,
        closeMenu: nav.close,
      }}
      renderNav={(onNavigate) => <PortalNavList items={NAV} isActive={isActive} onNavigate={onNavigate} />}
      headerEnd={
        <>
          <LiveIndicator state={live} />
          <NotificationBell />
          <AccountMenu s={s} />
        </>
      }
      contentId="main-content"
      afterContent={<NotePanelSpacer />}
    >
      {children}
    </PortalFrame>
  );
}
