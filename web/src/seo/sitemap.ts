import { absoluteUrl } from '../lib/site';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${absoluteUrl(e.path)}</loc>${e.lastmod ? `\n    <lastmod>${e.lastmod}</lastmod>` : ''}\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The signed-in areas are of no use to a search engine; everything public is open. */
export function buildRobots(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /parent/dashboard',
    'Disallow: /video-lobby',
    'Disallow: /video-room',
    'Disallow: /api/',
    'Disallow: /trpc/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
