import { KEPT_ANSWER_HEADER } from '../service-worker/offline-routes';
import { createStore } from './external-store';

/**
 * Whether the server answered the student app's last request. `navigator.onLine` alone is not enough: a
 * phone on a Wi-Fi without internet, or a tab whose connection the browser has not noticed yet, says
 * online while every request fails; the service worker then answers the student's reads from what it kept,
 * and the page must say that what it shows is the last-known state. So the app also counts itself offline
 * when a request got no answer or was answered from the worker's cache, and online again when the server
 * answers (a light probe every few seconds finds that out while nothing else is being sent).
 */
export const serverReachable = createStore<boolean>(true);

/** How often the probe asks the server while it is unreachable and the browser believes it is online. */
const PROBE_MS = 3_000;
const PROBE_PATH = '/livez';

/** `fetch` that tells `serverReachable` what happened to each request. */
export function watchReachability(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await send(input, init);
      // From the server itself (reachable), or from the worker's cache (not).
      serverReachable.set(!response.headers.has(KEPT_ANSWER_HEADER));
      return response;
    } catch (error) {
      // No answer at all (fetch's TypeError); a cancelled or timed-out request says nothing.
      if (error instanceof TypeError) serverReachable.set(false);
      throw error;
    }
  };
}

/**
 * While the app is open: calls `onBack` whenever the server can be reached again, after the browser's
 * `online` event or a probe that got an answer. Returns the stop.
 */
export function watchForReconnection(onBack: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    // Offline by the browser's own account: its `online` event will tell, no probe needed.
    if (!stopped && !serverReachable.get() && navigator.onLine) timer = setTimeout(probe, PROBE_MS);
  };
  const probe = async () => {
    timer = null;
    try {
      await fetch(PROBE_PATH, { cache: 'no-store' });
      serverReachable.set(true);
    } catch {
      schedule();
    }
  };
  let wasReachable = serverReachable.get();
  const unsubscribe = serverReachable.subscribe(() => {
    const reachable = serverReachable.get();
    if (reachable && !wasReachable) onBack();
    wasReachable = reachable;
    schedule();
  });
  const online = () => {
    // The browser says the network is back: try at once (the next request confirms it or not).
    if (serverReachable.get()) onBack();
    else serverReachable.set(true);
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', schedule);
  schedule();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', schedule);
  };
}
