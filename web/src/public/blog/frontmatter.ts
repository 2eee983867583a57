/** A blog article read from a Markdown content file with a `---` front-matter block. */
export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  readingMinutes: number;
  author: string;
  body: string;
}

const REQUIRED = ['title', 'description', 'keywords', 'publishedAt', 'readingMinutes', 'author'] as const;

/** Parses `key: value` front matter; a missing field is a content error and fails the build loudly. */
export function parsePost(slug: string, source: string): BlogPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`Blog yazısı ${slug}: front matter bulunamadı`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) fields.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  for (const key of REQUIRED) {
    if (!fields.get(key)) throw new Error(`Blog yazısı ${slug}: "${key}" alanı eksik`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.get('publishedAt')!)) {
    throw new Error(`Blog yazısı ${slug}: publishedAt YYYY-MM-DD olmalı`);
  }
  return {
    slug,
    title: fields.get('title')!,
    description: fields.get('description')!,
    keywords: fields
      .get('keywords')!
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    publishedAt: fields.get('publishedAt')!,
    readingMinutes: Number(fields.get('readingMinutes')),
    author: fields.get('author')!,
    body: match[2]!.trim(),
  };
}
