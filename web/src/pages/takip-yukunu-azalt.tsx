import { BellRing, CalendarCheck, ChartLine, ClipboardCheck, Eye, MessageCircle } from 'lucide-react';
import { PageHero, Section } from '../design/ui/layout';
import { CtaBand, FeatureGrid } from '../public/marketing/blocks';
import { reduceLoadTexts as m } from '../public/reduce-load/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function ReduceLoadPage() {
  return (
    <>
      <Seo meta={PAGE_META.reduceLoad} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Section title={m.problem.title} intro={m.problem.intro}>
        <ul className="grid gap-3 md:grid-cols-2">
          {m.problem.items.map((item) => (
            <li key={item} className="rounded-xl border border-line bg-surface p-4 text-ink">
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.features.title} className="bg-surface">
        <FeatureGrid
          items={m.features.items}
          icons={[BellRing, ClipboardCheck, ChartLine, CalendarCheck, Eye, MessageCircle]}
        />
      </Section>
      <Section title={m.week.title}>
        <ol className="relative space-y-5 border-l-2 border-brand/30 pl-6">
          {m.week.steps.map((step) => (
            <li key={step.time}>
              <p className="font-mono text-sm font-semibold text-brand">{step.time}</p>
              <p className="mt-1 text-ink">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand title={m.cta.title} text={m.cta.text} action={m.cta.action} />
    </>
  );
}
