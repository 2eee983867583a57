import { useRouter } from '@tanstack/react-router';
import { type ComponentType, useEffect, useState } from 'react';
import { loadPublicConfig } from '../lib/public-config';

/** Runs once the page is interactive, so none of it competes with the first paint. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
}

/**
 * Browser-only work of the whole site: moving focus to the new page after client-side navigation (so
 * screen-reader and keyboard users start at the content), and loading the server configuration; the
 * cookie-consent banner (and with it any analytics) exists only when an analytics id is configured.
 */
export function ClientEffects() {
  const router = useRouter();
  const [Banner, setBanner] = useState<ComponentType | null>(null);

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return;
        const main = document.getElementById('main-content');
        main?.focus({ preventScroll: true });
      }),
    [router],
  );

  useEffect(() => {
    whenIdle(() => {
      void loadPublicConfig().then(async (config) => {
        if (!config.analyticsId) return;
        const { ConsentBanner } = await import('../consent/ConsentBanner');
        setBanner(() => ConsentBanner);
      });
    });
  }, []);

  return Banner ? <Banner /> : null;
}
