import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '@tanstack/react-router';
import { ChevronDown, KeyRound, LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { recoveryTexts } from '../auth/recovery-texts';
import { Avatar } from '../design/portal-ui/Avatar';
import { fullName } from '../lib/format';
import { session } from '../session/session';
import type { SignedInSession } from '../session/session-store';

/**
 * The signed-in user's menu in a portal's top bar: name, email, one role detail line (a coach's package,
 * an advisor's title), the portal's own items, "Şifremi değiştir", and sign-out (which goes where the session says).
 */
export function PortalAccountMenu({
  s,
  detail,
  labels,
  children,
}: {
  s: SignedInSession;
  detail?: string | null;
  labels: { account: string; logout: string; loggingOut: string };
  /** Extra `DropdownMenu.Item`s above sign-out. */
  children?: ReactNode;
}) {
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
        aria-label={labels.account}
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
            {detail ? <p className="mt-0.5 text-xs text-ink-muted">{detail}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {children}
          <DropdownMenu.Item
            onSelect={() => void navigate({ to: '/auth/sifre-degistir' })}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {recoveryTexts.menuItem}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            disabled={leaving}
            onSelect={() => void logout()}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-danger outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-danger-soft"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {leaving ? labels.loggingOut : labels.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
