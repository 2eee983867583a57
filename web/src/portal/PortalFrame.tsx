import * as Dialog from '@radix-ui/react-dialog';
import { Link, useRouterState } from '@tanstack/react-router';
import { type LucideIcon, Menu, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { cx } from '../design/ui/cx';
import { Wordmark } from '../layouts/Logo';
import { EmailVerificationBanner } from './EmailVerificationBanner';

/** The texts of a portal frame, from the portal's own texts module. */
export interface PortalFrameLabels {
  appName: string;
  portal: string;
  skipToContent: string;
  /** The navigation landmark's name. */
  nav: string;
  openMenu: string;
  closeMenu: string;
}

const LabelsContext = createContext<PortalFrameLabels | null>(null);

/** The texts of the frame a page is in (its page header names the browser tab with them). */
export function usePortalLabels(): PortalFrameLabels | null {
  return useContext(LabelsContext);
}

/**
 * The frame the coach panel and the advisor portal share: the side navigation (a Radix Dialog sheet on
 * small screens), a sticky top bar with `headerEnd` on its right (live state, bell, account menu) and the
 * page content, reachable through a skip link. `contentAs="div"` when a layout around already holds <main>.
 */
export function PortalFrame({
  homeTo,
  labels,
  renderNav,
  headerEnd,
  contentAs: Content = 'main',
  contentId,
  afterContent,
  children,
}: {
  homeTo: string;
  labels: PortalFrameLabels;
  /** The navigation list; `onNavigate` closes the mobile sheet. */
  renderNav: (onNavigate?: () => void) => ReactNode;
  headerEnd: ReactNode;
  contentAs?: 'main' | 'div';
  contentId: string;
  afterContent?: ReactNode;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const homeLabel = `${labels.appName} – ${labels.portal}`;
  return (
    <div className="min-h-dvh bg-canvas">
      <a
        href={`#${contentId}`}
        className="sr-only z-[70] rounded-md bg-brand px-3 py-2 text-on-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {labels.skipToContent}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface lg:flex">
        <div className="flex h-16 items-center gap-2 border-b border-line px-5">
          <Link to={homeTo} aria-label={homeLabel}>
            <Wordmark />
          </Link>
        </div>
        <nav aria-label={labels.nav} className="flex-1 overflow-y-auto p-3">
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {labels.portal}
          </p>
          {renderNav()}
        </nav>
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur sm:px-5">
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger
              aria-label={labels.openMenu}
              className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted lg:hidden"
            >
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl focus:outline-none">
                <div className="flex h-16 items-center justify-between border-b border-line px-4">
                  <Dialog.Title className="font-semibold text-ink">{labels.portal}</Dialog.Title>
                  <Dialog.Close
                    aria-label={labels.closeMenu}
                    className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-surface-muted"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{labels.nav}</Dialog.Description>
                <nav aria-label={labels.nav} className="flex-1 overflow-y-auto p-3">
                  {renderNav(() => setMenuOpen(false))}
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <Link to={homeTo} className="lg:hidden" aria-label={homeLabel}>
            <Wordmark />
          </Link>
          <div className="ml-auto flex items-center gap-1">{headerEnd}</div>
        </header>
        <Content
          id={contentId}
          tabIndex={-1}
          className="px-3 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto max-w-7xl">
            <EmailVerificationBanner />
            <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>
          </div>
          {afterContent}
        </Content>
      </div>
    </div>
  );
}

export interface PortalNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** A portal's navigation links; `isActive` says which one is the current page's. */
export function PortalNavList<Item extends PortalNavItem>({
  items,
  isActive,
  onNavigate,
}: {
  items: readonly Item[];
  isActive: (pathname: string, item: Item) => boolean;
  onNavigate?: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
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
