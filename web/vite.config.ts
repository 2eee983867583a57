import { fileURLToPath } from 'node:url';
import { ADVISOR_PACKAGES, COACH_PACKAGES } from '@pusula/contracts/packages';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_SHELLS } from './src/service-worker/offline-routes';

/**
 * Build-time settings come from the same environment the server runs with (`pnpm start` builds first),
 * so the prerendered pages already carry the configured support contacts; the browser still replaces
 * them from /api/public/config at run time when a deployment changes them without rebuilding.
 */
const env = process.env;

/**
 * The package prices as the browser would write them (Intl, tr-TR, TRY), made here once: building the
 * first tr-TR number formatter loads ICU locale data, a task of ~45 ms on a fast machine (~180 ms on
 * Lighthouse's slow phone) that the registration page would otherwise pay while it hydrates.
 */
const tryLabel = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});
const PRICE_LABELS = Object.fromEntries(
  [...COACH_PACKAGES, ...ADVISOR_PACKAGES].map((p) => [
    p.monthlyPriceTry,
    tryLabel.format(p.monthlyPriceTry),
  ]),
);

/** React and the router in one chunk that every page needs, instead of a dozen small shared ones. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/;

/**
 * The libraries the portals share (icons, dialogs and menus, tRPC and its query cache), as one chunk
 * instead of about seventy small ones: a portal's first load is then a few dozen requests and module tasks,
 * not a hundred, each a round trip on a phone. The calendar and the charts stay with the pages that show
 * them.
 */
const SHARED_LIBRARIES =
  /[\\/]node_modules[\\/](lucide-react|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|@trpc|@tanstack[\\/](query-core|react-query)|clsx)[\\/]/;

/**
 * A chunk made of the modules some roots import statically, directly or not, as the build's module graph
 * shows them once it is complete (`buildEnd`, before chunks are made): `choose` gets the closure of any
 * roots it asks for and the build's module ids, and returns the chunk's modules.
 */
function staticClosureChunk(
  name: string,
  choose: (closureOf: (roots: readonly string[]) => Set<string>, moduleIds: string[]) => Iterable<string>,
): { plugin: Plugin; test: (id: string) => boolean } {
  let chosen = new Set<string>();
  const plugin: Plugin = {
    name: `pusula-${name}`,
    buildEnd() {
      const closureOf = (roots: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      chosen = new Set(choose(closureOf, [...this.getModuleIds()]));
    },
  };
  return { plugin, test: (id) => chosen.has(id) };
}

const fromWeb = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const APP_ENTRY = fromWeb('src/main.tsx');
/** Each portal's layout route: what its first page needs before the page's own code. */
const PORTAL_LAYOUTS = [
  'src/layouts/CoachAppLayout.tsx',
  'src/layouts/AdvisorAppLayout.tsx',
  'src/layouts/ParentAppLayout.tsx',
  'src/layouts/StudentAppLayout.tsx',
  'src/admin/AdminLayout.tsx',
].map(fromWeb);
/** The design kit's modules: most portal pages build on them. */
const DESIGN_KIT = /[\\/]web[\\/]src[\\/]design[\\/](ui|portal-ui)[\\/][^/\\]+\.tsx?$/;

/**
 * What the portals' layouts import statically (frame, session, live channel, toasts, bell and their
 * helpers) and the design kit go into one chunk: a portal's first load is then a few requests instead of
 * about seventy small modules, each its own request and module task. One chunk for every portal, not one
 * each: pages import parts of other portals' layouts, and those parts are small. What the app's entry
 * already holds stays there; pages and lazy parts stay separate.
 */
const portalShell = staticClosureChunk('portal-shell', (closureOf, moduleIds) => {
  const inEntry = closureOf([APP_ENTRY]);
  return [...closureOf([...PORTAL_LAYOUTS, ...moduleIds.filter((id) => DESIGN_KIT.test(id))])].filter(
    (id) => !inEntry.has(id) && !FRAMEWORK.test(id) && !SHARED_LIBRARIES.test(id),
  );
});

const SITE_ENTRY = fromWeb('src/app/site/main.tsx');

/**
 * Everything the site entry imports statically (the public chrome, its helpers and icons) goes into one
 * chunk, and React into another: every public page needs them at once, and as a dozen small shared chunks
 * each would be its own request and module task. Pages and on-demand parts stay separate chunks. The entry
 * itself stays the entry chunk (moved into a group, its code would not run).
 */
const siteShell = staticClosureChunk('site-shell', (closureOf) =>
  [...closureOf([SITE_ENTRY])].filter((id) => id !== SITE_ENTRY && !FRAMEWORK.test(id)),
);

/**
 * `vite build --mode site` (run by scripts/build.ts after the app build, into the same dist/): the entry of
 * the prerendered public pages, with `@tanstack/react-router` replaced by the small stand-in those pages
 * need (src/app/site/router-shim.tsx), so they load React and their own code only.
 */
const siteBuild = {
  plugins: [react(), tailwindcss(), siteShell.plugin],
  resolve: {
    alias: [
      {
        find: /^@tanstack\/react-router$/,
        replacement: fileURLToPath(new URL('./src/app/site/router-shim.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    manifest: '.vite/site-manifest.json',
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { site: SITE_ENTRY },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: FRAMEWORK, priority: 2 },
            { name: 'site-shell', test: siteShell.test, priority: 1 },
          ],
        },
      },
    },
  },
};

/**
 * `--mode pwa`: never a build of its own; scripts/build.ts resolves this configuration after the prerender
 * and asks the plugin for the service worker (src/service-worker/sw.ts → dist/sw.js), so the precache
 * manifest sees the finished dist/ (the shells only exist once the prerender wrote them). The student
 * chunks are added there from the Vite manifests; the web manifest is a plain file (public/).
 */
const pwaBuild = {
  plugins: [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      outDir: 'dist',
      scope: '/',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The offline shells and the few static files the installed app shows; hashed chunks come from
        // build.ts (the student's own, not every portal's).
        globPatterns: [
          ...OFFLINE_SHELLS,
          'manifest.webmanifest',
          'favicon.ico',
          'favicon.svg',
          'icons/pusula-192.png',
        ],
      },
    }),
  ],
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), portalShell.plugin],
  define: {
    __SITE_URL__: JSON.stringify((env.SITE_URL ?? 'https://pusula.dev').replace(/\/+$/, '')),
    __SUPPORT_EMAIL__: JSON.stringify(env.SUPPORT_EMAIL ?? 'destek@pusula.dev'),
    __SUPPORT_PHONE__: JSON.stringify(env.SUPPORT_PHONE ?? '+90 850 000 00 00'),
    __ANALYTICS_ID__: JSON.stringify(env.VITE_ANALYTICS_ID ?? ''),
    __TRY_LABELS__: JSON.stringify(PRICE_LABELS),
  },
  build: {
    target: 'es2022',
    // The prerender step maps routes to their chunks through this manifest (then deletes it).
    manifest: true,
    cssCodeSplit: true,
    // Two pages: the site and portals (index.html) and the conference frame (video-room.html, no framework).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'video-room': fileURLToPath(new URL('./video-room.html', import.meta.url)),
      },
      // One framework chunk (each shared chunk is a request and compresses on its own); the rest splits
      // per route as usual.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'libraries', test: SHARED_LIBRARIES, priority: 1 },
            { name: 'portal-shell', test: portalShell.test },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  ...(mode === 'site' ? siteBuild : {}),
  ...(mode === 'pwa' ? pwaBuild : {}),
}));
