import { describe, expect, it } from 'vitest';
import { parsePost } from './frontmatter';
import { parseInline, parseMarkdown } from './markdown';

describe('blog markdown', () => {
  it('parses headings, lists, quotes and paragraphs', () => {
    const blocks = parseMarkdown(
      '## Başlık\n\n- bir\n- iki\n\n1. a\n2. b\n\n> alıntı\n\nDüz **kalın** metin.',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['h2', 'ul', 'ol', 'quote', 'p']);
  });

  it('parses bold text and links without interpreting HTML', () => {
    expect(parseInline('<b>x</b> [SSS](/sss) **y**')).toEqual([
      { kind: 'text', text: '<b>x</b> ' },
      { kind: 'link', text: 'SSS', href: '/sss' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', text: 'y' },
    ]);
  });

  it('reads front matter and refuses a post without required fields', () => {
    const post = parsePost(
      'ornek',
      '---\ntitle: Başlık: alt\ndescription: d\nkeywords: a, b\npublishedAt: 2025-01-02\nreadingMinutes: 4\nauthor: X\n---\nGövde',
    );
    expect(post).toMatchObject({
      slug: 'ornek',
      title: 'Başlık: alt',
      keywords: ['a', 'b'],
      readingMinutes: 4,
      body: 'Gövde',
    });
    expect(() => parsePost('eksik', '---\ntitle: t\n---\nx')).toThrow(/eksik/);
  });
});
