import { describe, expect, it } from 'vitest';
import { SITE } from '../lib/site';
import { fullTitle, headTags, notFoundMeta, renderHeadHtml } from './metadata';
import { PAGE_META } from './pages';

describe('page metadata', () => {
  it('appends the site name, except on the home page', () => {
    expect(fullTitle(PAGE_META.faq)).toBe('Sıkça Sorulan Sorular | Pusula');
    expect(fullTitle(PAGE_META.home)).toBe(SITE.defaultTitle);
  });

  it('writes canonical, robots, Open Graph and Twitter data', () => {
    const html = renderHeadHtml(headTags(PAGE_META.faq));
    expect(html).toContain(`<link data-pm rel="canonical" href="${SITE.url}/sss" />`);
    expect(html).toContain('name="robots" content="index, follow"');
    expect(html).toContain('property="og:title" content="Sıkça Sorulan Sorular | Pusula"');
    expect(html).toContain('property="og:locale" content="tr_TR"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
  });

  it('marks noindex pages', () => {
    const tags = headTags(PAGE_META.mentorLogin);
    expect(tags).toContainEqual({ tag: 'meta', attr: 'name', key: 'robots', content: 'noindex, nofollow' });
  });

  it('gives an unknown path the default data with "Sayfa bulunamadı" and no canonical', () => {
    const tags = headTags(notFoundMeta(), true);
    expect(tags[0]).toEqual({ tag: 'title', text: `${SITE.defaultTitle} | Sayfa bulunamadı` });
    expect(tags.some((t) => t.tag === 'link')).toBe(false);
  });

  it('escapes text for HTML attributes', () => {
    const html = renderHeadHtml(headTags({ ...PAGE_META.faq, description: 'a "b" <c> & d' }));
    expect(html).toContain('content="a &quot;b&quot; &lt;c&gt; &amp; d"');
  });

  it('has a unique path and a description of useful length for every page', () => {
    const pages = Object.values(PAGE_META);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const p of pages) expect(p.description.length).toBeGreaterThan(30);
  });
});
