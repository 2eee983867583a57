import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Lets a component render exactly the
 * prerendered markup first and switch to browser-only state (query string, storage) right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
