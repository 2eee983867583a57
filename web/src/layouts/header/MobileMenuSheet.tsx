import * as Dialog from '@radix-ui/react-dialog';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../design/ui/button';
import { chromeTexts as m } from '../../public/texts';
import { usePortalHome } from '../../session/use-portal-home';
import { Wordmark } from '../Logo';
import { HEADER_LINKS, LOGIN_LINKS, REGISTER_LINKS } from './nav-items';

const linkClass = 'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-surface-muted';

export interface MobileMenuSheetProps {
  /** The visitor pressed the menu button before this module had loaded: open at once. */
  initialOpen: boolean;
  /** The stand-in button had focus when this module replaced it: focus the real one. */
  focusTrigger: boolean;
}

/**
 * The menu below 1280px, loaded on demand by MobileMenu: a side sheet (Radix Dialog: focus trap, Escape,
 * outside click) that adds Home and Contact to the header links. It slides out in 300 ms (spec §9);
 * Radix keeps it mounted until the exit animation ends.
 */
export function MobileMenuSheet({ initialOpen, focusTrigger }: MobileMenuSheetProps) {
  const [open, setOpen] = useState(initialOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the stand-in's focus at mount matters
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, []);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const portalHome = usePortalHome();

  // Any later navigation (a link here, or back/forward) closes the menu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);

  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        ref={trigger}
        className={buttonClass('ghost', 'sm', 'xl:hidden size-11 px-0')}
        aria-label={m.mobile.open}
      >
        <MenuIcon aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
        <Dialog.Content
          data-testid="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-surface shadow-2xl data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title asChild>
              <span>
                <span className="sr-only">{m.mobile.title}</span>
                <Wordmark />
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{m.mobile.description}</Dialog.Description>
            <Dialog.Close className={buttonClass('ghost', 'sm', 'size-11 px-0')} aria-label={m.mobile.close}>
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={m.nav.label} className="px-3 py-3">
            <ul>
              <li>
                <Link to="/" className={linkClass} onClick={close}>
                  {m.nav.home}
                </Link>
              </li>
              {HEADER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={linkClass} onClick={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/iletisim" className={linkClass} onClick={close}>
                  {m.nav.contact}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="mt-auto space-y-4 border-t border-line px-4 py-4">
            {portalHome ? (
              <div>
                <p className="mb-2 text-sm font-semibold text-ink-muted">{m.mobile.portalHeading}</p>
                <Link to={portalHome} className={buttonClass('primary', 'md', 'w-full')} onClick={close}>
                  {m.portal}
                </Link>
              </div>
            ) : (
              <>
                <div>
                  <p className="mb-2 text-sm font-semibold text-ink-muted">{m.mobile.loginHeading}</p>
                  <div className="grid gap-2">
                    {LOGIN_LINKS.map((item) => (
                      <Link
                        key={item.to}
                        to={item.to}
                        className={buttonClass('secondary', 'md')}
                        onClick={close}
                      >
                        {item.label}
                      </Link>
                    ))}
                  </div>
                </div>
                <div>
                  <p className="mb-2 text-sm font-semibold text-ink-muted">{m.mobile.registerHeading}</p>
                  <div className="grid gap-2">
                    {REGISTER_LINKS.map((item) => (
                      <Link
                        key={item.category}
                        to="/auth/register"
                        search={{ category: item.category }}
                        className={buttonClass('primary', 'md')}
                        onClick={close}
                      >
                        {item.label}
                      </Link>
                    ))}
                  </div>
                </div>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
