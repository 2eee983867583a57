import { type ComponentType, useCallback, useRef, useState } from 'react';

/**
 * Loads an interactive part of the header (Radix menus, the mobile sheet) only when the visitor shows
 * intent — pointer over it, focus, or a press — so public pages don't pay for it on first load.
 * Until it has loaded, the caller renders look-alike static triggers; `request` starts the load and
 * remembers what the visitor asked for (which menu to open) so the loaded part can open it at once.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const started = useRef(false);
  const prefetch = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (component) => setLoaded(() => component),
      () => {
        // A failed chunk load (offline, new deploy) may be retried on the next intent.
        started.current = false;
      },
    );
  }, [load]);
  return { Loaded, prefetch };
}
