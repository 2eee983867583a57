import { CalendarDays, GraduationCap, MessagesSquare, NotebookText, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LiveState } from '../live/live-connection';
import { NotificationBell } from '../notifications/NotificationBell';
import { LiveIndicator } from '../portal/LiveIndicator';
import { PortalAccountMenu } from '../portal/PortalAccountMenu';
import { PortalFrame, type PortalNavItem, PortalNavList } from '../portal/PortalFrame';
import type { SignedInSession } from '../session/session-store';
import { common, nav } from './texts';

interface NavItem extends PortalNavItem {
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

function AccountMenu({ s }: { s: SignedInSession }) {
  return <PortalAccountMenu s={s} detail={s.coach?.package} labels={nav} />;
}

/**
 * The coach frame inside the bare layout (which already holds the page's <main>, hence a <div> for the
 * content): side navigation (a sheet on small screens) and a top bar with the live state, the bell and the
 * account menu.
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
  return (
    <PortalFrame
      homeTo="/dashboard"
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
          <NotificationBell recipient="COACH" />
          <AccountMenu s={s} />
        </>
      }
      contentAs="div"
      contentId="coach-content"
    >
      {children}
    </PortalFrame>
  );
}
