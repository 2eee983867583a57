import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Build-time settings come from the same environment the server runs with (`pnpm start` builds first),
 * so the prerendered pages already carry the configured support contacts; the browser still replaces
 * them from /api/public/config at run time when a deployment changes them without rebuilding.
 */
const env = process.env;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    __SITE_URL__: JSON.stringify((env.SITE_URL ?? 'https://pusula.dev').replace(/\/+$/, '')),
    __SUPPORT_EMAIL__: JSON.stringify(env.SUPPORT_EMAIL ?? 'destek@pusula.dev'),
    __SUPPORT_PHONE__: JSON.stringify(env.SUPPORT_PHONE ?? '+90 850 000 00 00'),
    __ANALYTICS_ID__: JSON.stringify(env.VITE_ANALYTICS_ID ?? ''),
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
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/trpc': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
