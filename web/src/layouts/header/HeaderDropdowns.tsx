import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../design/ui/button';
import { chromeTexts as m } from '../../public/texts';
import { LOGIN_LINKS, REGISTER_LINKS } from './nav-items';

export type HeaderMenu = 'login' | 'register';
type OpenMenu = HeaderMenu | null;

export interface HeaderDropdownsProps {
  /** The menu the visitor pressed before this module had loaded: open it at once. */
  initialOpen: HeaderMenu | null;
  /** The stand-in trigger that had focus when this module replaced it: focus the real one. */
  focusTrigger: HeaderMenu | null;
}

const itemClass =
  'block cursor-pointer rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-brand-soft focus-visible:outline-none';

function Menu({
  ref,
  label,
  variant,
  open,
  onOpenChange,
  handingOver,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  label: string;
  variant: 'secondary' | 'primary';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True when the other menu is taking over: focus must not jump back to this trigger (it would close it). */
  handingOver: () => boolean;
  children: ReactNode;
}) {
  return (
    // Non-modal: a click on the other trigger must reach it (and close this one) in the same gesture.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger ref={ref} className={buttonClass(variant, 'sm', 'group')}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={(event) => {
            if (handingOver()) event.preventDefault();
          }}
          className="z-50 w-72 rounded-xl border border-line bg-surface p-1.5 shadow-[var(--shadow-card)] data-[state=open]:animate-pop-in"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ItemText({ label, hint }: { label: string; hint: string }) {
  return (
    <>
      <span className="block text-sm font-semibold text-ink">{label}</span>
      <span className="block text-sm text-ink-muted">{hint}</span>
    </>
  );
}

/**
 * The Radix login and register dropdowns, loaded on demand by HeaderMenus. One shared state keeps them
 * mutually exclusive; Radix closes them on an outside click or Escape.
 */
export function HeaderDropdowns({ initialOpen, focusTrigger }: HeaderDropdownsProps) {
  const [open, setOpen] = useState<OpenMenu>(initialOpen);
  const latest = useRef<OpenMenu>(initialOpen);
  const triggers = useRef<Partial<Record<HeaderMenu, HTMLButtonElement | null>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the stand-in's focus at mount matters
  useEffect(() => {
    if (focusTrigger) triggers.current[focusTrigger]?.focus();
  }, []);
  const change = (menu: Exclude<OpenMenu, null>) => (next: boolean) => {
    if (next) latest.current = menu;
    else if (latest.current === menu) latest.current = null;
    setOpen(latest.current);
  };
  const handingOver = (menu: Exclude<OpenMenu, null>) => () =>
    latest.current !== null && latest.current !== menu;

  return (
    <div className="hidden items-center gap-2 sm:flex">
      <Menu
        ref={(el) => {
          triggers.current.login = el;
        }}
        label={m.login.trigger}
        variant="secondary"
        open={open === 'login'}
        onOpenChange={change('login')}
        handingOver={handingOver('login')}
      >
        {LOGIN_LINKS.map((item) => (
          <DropdownMenu.Item key={item.to} asChild className={itemClass}>
            <Link to={item.to}>
              <ItemText label={item.label} hint={item.hint} />
            </Link>
          </DropdownMenu.Item>
        ))}
      </Menu>
      <Menu
        ref={(el) => {
          triggers.current.register = el;
        }}
        label={m.register.trigger}
        variant="primary"
        open={open === 'register'}
        onOpenChange={change('register')}
        handingOver={handingOver('register')}
      >
        {REGISTER_LINKS.map((item) => (
          <DropdownMenu.Item key={item.category} asChild className={itemClass}>
            <Link to="/auth/register" search={{ category: item.category }}>
              <ItemText label={item.label} hint={item.hint} />
            </Link>
          </DropdownMenu.Item>
        ))}
      </Menu>
    </div>
  );
}
