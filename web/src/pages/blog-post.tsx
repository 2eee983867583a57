import { getRouteApi, Link } from '@tanstack/react-router';
import { Container } from '../design/ui/layout';
import { Markdown } from '../public/blog/Markdown';
import { PostCard, PostMeta } from '../public/blog/PostCard';
import { BLOG_POSTS, findPost } from '../public/blog/posts';
import { blogTexts as m } from '../public/blog/texts';
import { NotFoundContent } from '../public/not-found/NotFoundPage';
import { Seo } from '../seo/Seo';

const route = getRouteApi('/public/blog/$slug');

export default function BlogPostPage() {
  const { slug } = route.useParams();
  const post = findPost(slug);
  if (!post) return <NotFoundContent />;
  const others = BLOG_POSTS.filter((p) => p.slug !== post.slug).slice(0, 2);
  return (
    <>
      <Seo
        meta={{
          title: post.title,
          description: post.description,
          keywords: post.keywords,
          path: `/blog/${post.slug}`,
          type: 'article',
          publishedTime: post.publishedAt,
        }}
      />
      <Container className="py-10 sm:py-14">
        <Link to="/blog" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {m.back}
        </Link>
        <article className="mx-auto mt-6 max-w-[72ch]">
          <header className="border-b border-line pb-6">
            <PostMeta post={post} />
            <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight text-ink sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{post.description}</p>
            <p className="mt-4 text-sm text-ink-muted">
              {m.by}: {post.author}
            </p>
          </header>
          <div className="prose-pusula mt-6">
            <Markdown source={post.body} />
          </div>
        </article>
        {others.length > 0 ? (
          <section aria-labelledby="diger-yazilar" className="mx-auto mt-16 max-w-4xl">
            <h2 id="diger-yazilar" className="text-xl font-bold text-ink">
              {m.more}
            </h2>
            <ul className="mt-5 grid gap-6 md:grid-cols-2">
              {others.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  );
}
