import { Link } from '@tanstack/react-router';
import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { buttonClass } from '../../design/ui/button';
import { chromeTexts as m } from '../../public/texts';
import { usePortalHome } from '../../session/use-portal-home';
import type { HeaderDropdownsProps, HeaderMenu } from './HeaderDropdowns';
import { useOnDemand } from './on-demand';

const loadDropdowns = () => import('./HeaderDropdowns').then((module) => module.HeaderDropdowns);

/**
 * Login and register dropdowns (shown from 640px; the mobile menu carries the same links below that); for a
 * signed-in user, one "Panelime git" link to their portal instead.
 * The Radix menus (HeaderDropdowns) load on the first hover, focus or press; until then these buttons
 * look and announce the same, and a press opens the asked-for menu as soon as it has loaded.
 */
export function HeaderMenus() {
  const { Loaded, prefetch } = useOnDemand<HeaderDropdownsProps>(loadDropdowns);
  const [asked, setAsked] = useState<HeaderMenu | null>(null);
  const triggers = useRef<Partial<Record<HeaderMenu, HTMLButtonElement | null>>>({});
  const portalHome = usePortalHome();

  if (portalHome) {
    return (
      <div className="hidden items-center gap-2 sm:flex">
        <Link to={portalHome} className={buttonClass('primary', 'sm')}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {m.portal}
        </Link>
      </div>
    );
  }

  if (Loaded) {
    const focused = (['login', 'register'] as const).find(
      (menu) => triggers.current[menu] && triggers.current[menu] === document.activeElement,
    );
    // Opening moves focus into the menu; otherwise the stand-in's focus passes to the real trigger.
    return <Loaded initialOpen={asked} focusTrigger={asked ? null : (focused ?? null)} />;
  }

  const ask = (menu: HeaderMenu) => {
    setAsked(menu);
    prefetch();
  };
  const trigger = (menu: HeaderMenu, label: string, variant: 'secondary' | 'primary') => (
    <button
      ref={(el) => {
        triggers.current[menu] = el;
      }}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={buttonClass(variant, 'sm', 'group')}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // Radix opens on pointer down (mouse) and on Enter, Space or ArrowDown; so do these stand-ins.
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && event.pointerType === 'mouse') ask(menu);
      }}
      onClick={() => ask(menu)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          ask(menu);
        }
      }}
    >
      {label}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
    </button>
  );

  return (
    <div className="hidden items-center gap-2 sm:flex">
      {trigger('login', m.login.trigger, 'secondary')}
      {trigger('register', m.register.trigger, 'primary')}
    </div>
  );
}
