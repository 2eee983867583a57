import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '@tanstack/react-router';
import {
  CalendarDays,
  ChevronDown,
  GraduationCap,
  LogOut,
  MessagesSquare,
  NotebookText,
  Video,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { fullName } from '../advisor/format';
import { NotificationBell } from '../advisor/notifications/NotificationBell';
import { Avatar } from '../advisor/ui';
import type { LiveState } from '../live/live-connection';
import { LiveIndicator } from '../portal/LiveIndicator';
import { PortalFrame, type PortalNavItem, PortalNavList } from '../portal/PortalFrame';
import { session } from '../session/session';
import type { SignedInSession } from '../session/session-store';
import { common, nav } from './messages';

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
          <NotificationBell />
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
