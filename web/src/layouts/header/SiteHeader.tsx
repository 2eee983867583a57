import { Link } from '@tanstack/react-router';
import { Container } from '../../design/ui/layout';
import { chromeTexts as m } from '../../public/texts';
import { Wordmark } from '../Logo';
import { FocusPill } from './FocusPill';
import { HeaderMenus } from './HeaderMenus';
import { MobileMenu } from './MobileMenu';
import { HEADER_LINKS } from './nav-items';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <Container className="flex h-16 items-center gap-3">
        <Link to="/" aria-label={m.brandHome} className="shrink-0 rounded-md">
          <Wordmark />
        </Link>
        <nav aria-label={m.nav.label} className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-md px-2.5 py-2 text-[0.9375rem] font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
                  activeProps={{ className: 'text-ink!', 'aria-current': 'page' }}
                  activeOptions={{ includeSearch: false }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <FocusPill />
          <HeaderMenus />
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
