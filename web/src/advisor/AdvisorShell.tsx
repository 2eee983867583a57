import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import {
  CalendarClock,
  CalendarDays,
  ChartColumn,
  GraduationCap,
  History,
  LayoutDashboard,
  MessagesSquare,
  Package,
  Palette,
  SlidersHorizontal,
  UserRound,
  Users,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { LiveState } from '../live/live-connection';
import { NotePanelSpacer } from '../note-panel/FloatingNotePanel';
import { NotificationBell } from '../notifications/NotificationBell';
import { LiveIndicator } from '../portal/LiveIndicator';
import { PortalAccountMenu } from '../portal/PortalAccountMenu';
import { PortalFrame, type PortalNavItem, PortalNavList } from '../portal/PortalFrame';
import type { SignedInSession } from '../session/session-store';
import { common, nav } from './texts';

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
  { to: '/advisor/attention-rules', label: nav.attentionRules, icon: SlidersHorizontal },
];

function isActive(pathname: string, item: NavItem): boolean {
  if (item.exact) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function AccountMenu({ s }: { s: SignedInSession }) {
  return (
    <PortalAccountMenu s={s} detail={s.advisor?.title} labels={nav}>
      <DropdownMenu.Item asChild>
        <Link
          to="/advisor/profile"
          className="flex items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
        >
          <UserRound aria-hidden="true" className="size-4" />
          {nav.profile}
        </Link>
      </DropdownMenu.Item>
      {/* The design sample is for whoever styles the product, not an everyday page: kept out of the menu. */}
      <DropdownMenu.Item asChild>
        <Link
          to="/advisor/theme-demo"
          className="flex items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
        >
          <Palette aria-hidden="true" className="size-4" />
          {nav.themeDemo}
        </Link>
      </DropdownMenu.Item>
    </PortalAccountMenu>
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
          <NotificationBell recipient="ADVISOR" />
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
