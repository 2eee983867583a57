import { Link } from '@tanstack/react-router';
import { formatLongDate } from '../../lib/format';
import type { BlogPost } from './frontmatter';
import { blogTexts as m } from './texts';

export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      {m.minutes(post.readingMinutes)}
    </p>
  );
}

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]">
      <PostMeta post={post} />
      <h2 className="mt-2 text-xl font-semibold leading-snug text-ink">
        <Link to="/blog/$slug" params={{ slug: post.slug }} className="hover:text-brand">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{post.description}</p>
      <Link
        to="/blog/$slug"
        params={{ slug: post.slug }}
        aria-label={`${m.readMore}: ${post.title}`}
        className="mt-4 font-semibold text-brand underline-offset-4 hover:underline"
      >
        {m.readMore} →
      </Link>
    </article>
  );
}
