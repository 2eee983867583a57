import type { ReactNode } from 'react';
import { chromeTexts } from '../public/texts';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';

/** Header, main landmark and footer around a public page. */
export function PublicChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg"
      >
        {chromeTexts.skipLink}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
