import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './app/router';
import { type CollectedHead, HeadCollectorContext } from './seo/Seo';

export { matchSitePage } from './app/site/pages';
export { BLOG_POSTS } from './public/blog/posts';
export { headTags, notFoundMeta, renderHeadHtml } from './seo/metadata';
export { PAGE_META } from './seo/pages';
export { buildRobots, buildSitemap } from './seo/sitemap';

export interface Rendered {
  html: string;
  head: CollectedHead | null;
  status: number;
  /** Names of the src/pages modules the page is built from (their chunks are preloaded). */
  pages: string[];
}

/** Renders one URL to HTML for the prerender step (build time only, never at request time). */
export async function render(url: string): Promise<Rendered> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  let head: CollectedHead | null = null;
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider
        value={(h) => {
          head = h;
        }}
      >
        <RouterProvider router={router} />
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  const pages = router.state.matches
    .map(
      (match) =>
        (router.routesById as Record<string, { options: { staticData?: { page?: string } } }>)[match.routeId]
          ?.options.staticData?.page,
    )
    .filter((p): p is string => typeof p === 'string');
  // The 404 page declares itself through <Seo notFound>; every other page renders with 200.
  const collected = head as CollectedHead | null;
  return { html, head: collected, status: collected?.notFound ? 404 : 200, pages };
}
