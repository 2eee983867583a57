/**
 * The small Markdown subset the blog is written in, parsed into blocks: `##`/`###` headings, paragraphs,
 * `-` and `1.` lists, `>` quotes; inline `**bold**` and `[text](url)`. Nothing is interpreted as HTML.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'h2' | 'h3'; text: string }
  | { kind: 'p' | 'quote'; inlines: Inline[] }
  | { kind: 'ul' | 'ol'; items: Inline[][] };

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((\S+?)\)/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else out.push({ kind: 'link', text: m[2]!, href: m[3]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.split(/\r?\n\s*\r?\n/)) {
    const lines = chunk
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (first.startsWith('### ')) blocks.push({ kind: 'h3', text: first.slice(4) });
    else if (first.startsWith('## ')) blocks.push({ kind: 'h2', text: first.slice(3) });
    else if (lines.every((l) => l.startsWith('- ')))
      blocks.push({ kind: 'ul', items: lines.map((l) => parseInline(l.slice(2))) });
    else if (lines.every((l) => /^\d+\.\s/.test(l)))
      blocks.push({ kind: 'ol', items: lines.map((l) => parseInline(l.replace(/^\d+\.\s/, ''))) });
    else if (lines.every((l) => l.startsWith('>')))
      blocks.push({
        kind: 'quote',
        inlines: parseInline(lines.map((l) => l.replace(/^>\s?/, '')).join(' ')),
      });
    else blocks.push({ kind: 'p', inlines: parseInline(lines.join(' ')) });
  }
  return blocks;
}
