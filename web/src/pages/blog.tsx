import { PageHero, Section } from '../design/ui/layout';
import { PostCard } from '../public/blog/PostCard';
import { BLOG_POSTS } from '../public/blog/posts';
import { blogTexts as m } from '../public/blog/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function BlogPage() {
  return (
    <>
      <Seo meta={PAGE_META.blog} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
