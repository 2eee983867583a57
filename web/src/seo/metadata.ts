import { absoluteUrl, SITE } from '../lib/site';

/** What a public page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The page's own title; the site name is appended (the home page uses the default title). */
  title: string | null;
  description: string;
  keywords: readonly string[];
  /** Canonical path, e.g. "/sss". */
  path: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  image?: string;
  publishedTime?: string;
}

export const NOT_FOUND_SUFFIX = 'Sayfa bulunamadı';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

export function fullTitle(meta: Pick<PageMeta, 'title'>): string {
  return meta.title ? `${meta.title} | ${SITE.name}` : SITE.defaultTitle;
}

/** An unknown path: the default data with "Sayfa bulunamadı" appended to the title, never indexed. */
export function notFoundMeta(): PageMeta {
  return {
    title: null,
    description: SITE.defaultDescription,
    keywords: SITE.defaultKeywords,
    path: '/',
    noindex: true,
  };
}

export function headTags(meta: PageMeta, notFound = false): HeadTag[] {
  const title = notFound ? `${SITE.defaultTitle} | ${NOT_FOUND_SUFFIX}` : fullTitle(meta);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? SITE.shareImage);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attr: 'name', key: 'description', content: meta.description },
    { tag: 'meta', attr: 'name', key: 'keywords', content: meta.keywords.join(', ') },
    {
      tag: 'meta',
      attr: 'name',
      key: 'robots',
      content: meta.noindex ? 'noindex, nofollow' : 'index, follow',
    },
  ];
  if (!notFound) tags.push({ tag: 'link', rel: 'canonical', href: url });
  tags.push(
    { tag: 'meta', attr: 'property', key: 'og:type', content: meta.type ?? 'website' },
    { tag: 'meta', attr: 'property', key: 'og:site_name', content: SITE.name },
    { tag: 'meta', attr: 'property', key: 'og:locale', content: 'tr_TR' },
    { tag: 'meta', attr: 'property', key: 'og:title', content: title },
    { tag: 'meta', attr: 'property', key: 'og:description', content: meta.description },
    { tag: 'meta', attr: 'property', key: 'og:url', content: url },
    { tag: 'meta', attr: 'property', key: 'og:image', content: image },
    { tag: 'meta', attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', attr: 'name', key: 'twitter:title', content: title },
    { tag: 'meta', attr: 'name', key: 'twitter:description', content: meta.description },
    { tag: 'meta', attr: 'name', key: 'twitter:image', content: image },
  );
  if (meta.publishedTime) {
    tags.push({ tag: 'meta', attr: 'property', key: 'article:published_time', content: meta.publishedTime });
  }
  return tags;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Marker attribute: the browser replaces exactly these tags on client-side navigation. */
export const HEAD_MARKER = 'data-pm';

export function renderHeadHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      if (t.tag === 'link') return `<link ${HEAD_MARKER} rel="canonical" href="${escapeHtml(t.href)}" />`;
      return `<meta ${HEAD_MARKER} ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" />`;
    })
    .join('\n    ');
}
