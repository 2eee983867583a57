/**
 * Pusula's one service worker, served at /sw.js with scope / (built by vite-plugin-pwa, strategy
 * injectManifest, from this file; build.ts runs it after the prerender so the shells are precached):
 * - web push for coaches and advisors (push-handlers.ts);
 * - the student app offline: the shells and the student chunks precached, the student's pages network-first
 *   with the precached shell as the fallback, the student's tRPC reads network-first with the last answer
 *   as the fallback, and the catalogue's exam types for the deneme form (offline-routes.ts). Nothing else
 *   is answered from a cache.
 * A new build takes over at once (skipWaiting + clientsClaim): no tab keeps running an old one.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CATALOGUE_CACHE,
  isExamTypesRead,
  isOfflinePage,
  isStudentRead,
  markedAsKept,
  offlineShellFor,
  readCacheKey,
  STUDENT_READS_CACHE,
} from './offline-routes';
import { listenForPushes, type PushWorkerScope } from './push-handlers';

interface WorkerScope extends PushWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
}
declare const self: WorkerScope;

listenForPushes(self);

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Precached files answer only their exact address (no /x/ → /x/index.html or /x → /x.html guessing): the
// public pages must keep coming from the server.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Hashed build files never change: once fetched, the chunks a student used (a dialog, a lazy page) are kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'pusula-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The student's pages: the server's answer while online (so a deploy shows at once), the shell offline.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isOfflinePage(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache(offlineShellFor(url.pathname));
      if (shell) return shell;
      throw error;
    }
  },
);

/**
 * What both kept reads share: only whole answers are kept (an error page must not replace the last good
 * day), and a kept answer says so when given (the page then knows it shows the last-known state).
 */
const keptWhole = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 ? response : null,
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) =>
    cachedResponse ? markedAsKept(cachedResponse) : null,
};

// The student's reads (today, week): the live answer, else the last one this session saw.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && isStudentRead(url, request.method),
  new NetworkFirst({
    // No network timeout: a slow answer is still the right one (the cache is for when there is none).
    cacheName: STUDENT_READS_CACHE,
    plugins: [
      {
        ...keptWhole,
        cacheKeyWillBeUsed: async ({ request }) =>
          readCacheKey(request.url, request.headers.get('authorization')),
      },
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 14 * 24 * 3600 }),
    ],
  }),
);

// The exam types the deneme form is built from: the live answer, else the last one (public data).
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && isExamTypesRead(url, request.method),
  new NetworkFirst({
    cacheName: CATALOGUE_CACHE,
    plugins: [keptWhole],
  }),
);
