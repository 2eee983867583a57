/**
 * The page side of Pusula's one service worker (sw.ts, built to /sw.js): web push (push/browser.ts) and
 * the student app (student/StudentFrame.tsx) both register it here, with the same address and scope, so
 * the browser keeps one registration, whichever asks first.
 */
export const WORKER_URL = '/sw.js';
export const WORKER_SCOPE = '/';

export function registerAppWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
}
