/**
 * Browser entry of the prerendered public pages (scripts/build.ts writes it into their HTML instead of
 * src/main.tsx): hydrates the page with React and the router stand-in (./router-shim.tsx), so a visitor
 * downloads the page, the public chrome and React — not the router or any portal code. The prerender
 * writes it only into pages that matchSitePage knows; elsewhere it leaves the markup alone.
 */
import './site.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicChrome } from '../../layouts/PublicChrome';
import { RootExtras } from '../RootExtras';
import { matchSitePage } from './pages';
import { SitePageContext } from './router-shim';

const container = document.getElementById('root');
const match = matchSitePage(window.location.pathname);

if (container && match) {
  const { default: Page } = await match.page.load();
  // The same element tree as the prerender (app/router.tsx: root layout → public layout → page), with the
  // Suspense boundary the router puts around the root's outlet, so React adopts the markup as it is.
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // blocking the main thread for the whole page (the markup is already on screen, so nothing waits).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SitePageContext.Provider value={{ params: match.params, validateSearch: match.page.validateSearch }}>
          <Suspense>
            <PublicChrome>
              <Page />
            </PublicChrome>
          </Suspense>
          <RootExtras />
        </SitePageContext.Provider>
      </StrictMode>,
    );
  });
}
