import { CircleCheck, Clock, Lightbulb, ListChecks, Smartphone, Target } from 'lucide-react';
import { Container, PageHero, Section } from '../design/ui/layout';
import { FocusTimer } from '../focus/FocusTimer';
import { SignedInFocusLog } from '../focus/SignedInFocusLog';
import { focusPageTexts as m } from '../public/focus-page/texts';
import { FeatureGrid } from '../public/marketing/blocks';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function FocusPage() {
  return (
    <>
      <Seo meta={PAGE_META.focus} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Container className="py-10">
        <FocusTimer />
        <SignedInFocusLog />
      </Container>
      <Section title={m.how.title}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {m.how.steps.map((step, i) => (
            <li key={step} className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
              <span className="text-sm font-bold text-brand">{i + 1}</span>
              <p className="mt-1 text-ink">{step}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={m.tips.title} className="bg-surface">
        <FeatureGrid
          items={m.tips.items}
          icons={[ListChecks, Smartphone, Target, Clock, CircleCheck, Lightbulb]}
        />
      </Section>
    </>
  );
}
