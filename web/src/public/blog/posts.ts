import { type BlogPost, parsePost } from './frontmatter';

/** Articles are Markdown files in ./content; the file name is the URL slug. Newest first. */
const files = import.meta.glob<string>('./content/*.md', { query: '?raw', import: 'default', eager: true });

export const BLOG_POSTS: readonly BlogPost[] = Object.entries(files)
  .map(([file, source]) => parsePost(file.replace(/^.*\/(.+)\.md$/, '$1'), source))
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((p) => p.slug === slug);
}
