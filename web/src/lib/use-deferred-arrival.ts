import { useDeferredValue } from 'react';

/**
 * `value`, except that its first arrival (a session, a query's first answer) shows at transition priority:
 * what it brings is often a page's heaviest render, and React then renders it in slices, so a slow phone
 * keeps answering taps (a 280 ms task on Lighthouse's throttled phone became ~85 ms). Every later change,
 * and going back to "not arrived", shows at once.
 */
export function useDeferredArrival<T>(value: T, arrived: (value: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return arrived(value) && !arrived(deferred) ? deferred : value;
}
