import type { ComponentType } from 'react';
import { validateRegisterSearch } from '../search';

/**
 * The public pages that hydrate with the site runtime (./main.tsx) instead of the full app: every page
 * directly in the public layout. The advisor and parent login pages sit in their portal's context
 * layout and keep the app (app/router.tsx), as do the signed-in areas and the 404 page.
 * `page` is the module in src/pages/, as in the routes' `staticData.page`.
 */
export interface SitePage {
  path: string;
  page: string;
  load: () => Promise<{ default: ComponentType }>;
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', page: 'home', load: () => import('../../pages/home') },
  {
    path: '/takip-yukunu-azalt',
    page: 'takip-yukunu-azalt',
    load: () => import('../../pages/takip-yukunu-azalt'),
  },
  { path: '/odaklan', page: 'odaklan', load: () => import('../../pages/odaklan') },
  { path: '/neden-pusula', page: 'neden-pusula', load: () => import('../../pages/neden-pusula') },
  { path: '/sss', page: 'sss', load: () => import('../../pages/sss') },
  { path: '/hakkimizda', page: 'hakkimizda', load: () => import('../../pages/hakkimizda') },
  { path: '/blog', page: 'blog', load: () => import('../../pages/blog') },
  { path: '/blog/$slug', page: 'blog-post', load: () => import('../../pages/blog-post') },
  { path: '/iletisim', page: 'iletisim', load: () => import('../../pages/iletisim') },
  { path: '/privacy', page: 'privacy', load: () => import('../../pages/privacy') },
  { path: '/terms', page: 'terms', load: () => import('../../pages/terms') },
  { path: '/cerez-politikasi', page: 'cerez-politikasi', load: () => import('../../pages/cerez-politikasi') },
  { path: '/hesapislemleri', page: 'hesapislemleri', load: () => import('../../pages/hesapislemleri') },
  {
    path: '/auth/register',
    page: 'register',
    load: () => import('../../pages/register'),
    validateSearch: validateRegisterSearch,
  },
  { path: '/konu-katalogu', page: 'konu-katalogu', load: () => import('../../pages/konu-katalogu') },
  { path: '/auth/login', page: 'mentor-login', load: () => import('../../pages/mentor-login') },
];

/** The site page for a path (trailing slash ignored) and its `$param` values, or null. */
export function matchSitePage(pathname: string): { page: SitePage; params: Record<string, string> } | null {
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  for (const page of SITE_PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i] ?? '';
      if (!segment.startsWith('$')) return segment === part;
      if (!part) return false;
      params[segment.slice(1)] = decodeURIComponent(part);
      return true;
    });
    if (matches) return { page, params };
  }
  return null;
}
