// Before any schema module: zod must not probe eval under the site's CSP.
import './forms/zod-jitless';
import './design/styles.css';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';

const router = createAppRouter(createBrowserHistory());
const container = document.getElementById('root')!;

// Resolve the current route (and fetch its chunk) first, so the first render matches the prerendered HTML.
await router.load();

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (container.firstElementChild) {
  // The prerender rendered without TanStack's streaming dehydration (it needs inline scripts, which the
  // site's CSP forbids); marking the router as SSR-hydrated makes it render the same element tree as the
  // server did (no extra Suspense boundary at the root), so React can adopt the markup.
  (router as unknown as { ssr?: { manifest: undefined } }).ssr = { manifest: undefined };
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  startTransition(() => {
    createRoot(container).render(app);
  });
}
