import { HeartHandshake, Lock, Sparkles, Target } from 'lucide-react';
import { PageHero, Section } from '../design/ui/layout';
import { aboutTexts as m } from '../public/about/texts';
import { CtaBand, FeatureGrid } from '../public/marketing/blocks';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function AboutPage() {
  return (
    <>
      <Seo meta={PAGE_META.about} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Section title={m.story.title}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink-muted">
          {m.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section title={m.values.title} className="bg-surface">
        <FeatureGrid items={m.values.items} icons={[Target, Sparkles, Lock, HeartHandshake]} />
      </Section>
      <Section title={m.numbers.title}>
        <dl className="grid gap-5 sm:grid-cols-3">
          {m.numbers.items.map((item) => (
            <div key={item.label} className="rounded-[var(--radius-card)] border border-line bg-surface p-6">
              <dt className="text-ink-muted">{item.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CtaBand title={m.cta.title} text={m.cta.text} action={m.cta.action} />
    </>
  );
}
