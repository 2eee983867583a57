import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { recoveryTexts } from '../../auth/recovery-texts';
import { Button } from '../../design/ui/Button';
import { trpc } from '../../portal/trpc';
import { session } from '../../session/session';
import { parentTexts as m } from '../texts';
import { ParentBell } from './ParentBell';

/** The parent's own links and the sign-out; a parent always returns to the parent login. */
export function ParentNav({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const unreadByStudent = trpc.familyMessages.parent.unread.useQuery(undefined, {
    refetchOnWindowFocus: true,
  });
  const unread = Object.values(unreadByStudent.data ?? {}).reduce((sum, n) => sum + n, 0);
  const logout = async () => {
    setLeaving(true);
    await session.logout();
    await navigate({ to: '/parent/login', replace: true });
  };
  const link =
    'rounded-md px-3 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink data-[status=active]:bg-brand-soft data-[status=active]:text-brand';
  return (
    <nav aria-label={m.nav.label} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/parent/dashboard" className={link}>
            {m.nav.dashboard}
          </Link>
        </li>
        <li>
          <Link
            to="/parent/messages"
            className={link}
            aria-label={unread > 0 ? m.nav.messagesUnread(unread) : undefined}
          >
            {m.nav.messages}
            {unread > 0 ? (
              <span
                aria-hidden="true"
                className="ml-1.5 rounded-full bg-brand px-1.5 text-xs font-bold text-on-brand"
              >
                {unread}
              </span>
            ) : null}
          </Link>
        </li>
        <li>
          <ParentBell />
        </li>
        <li>
          <Link to="/parent/profile" className={link}>
            {m.nav.profile}
          </Link>
        </li>
        <li>
          <Link to="/auth/sifre-degistir" className={link}>
            {recoveryTexts.menuItem}
          </Link>
        </li>
        <li>
          <Button variant="ghost" size="sm" disabled={leaving} onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            {leaving ? m.nav.loggingOut : m.nav.logout}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
