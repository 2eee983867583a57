import { Banknote, BellRing, BookOpen, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { PageHero, Section } from '../design/ui/layout';
import { CtaBand, FeatureGrid } from '../public/marketing/blocks';
import { whyTexts as m } from '../public/why/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function WhyPage() {
  return (
    <>
      <Seo meta={PAGE_META.why} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Section title={m.reasons.title}>
        <FeatureGrid
          items={m.reasons.items}
          icons={[BookOpen, BellRing, HeartHandshake, ShieldCheck, Users, Banknote]}
        />
      </Section>
      <Section title={m.compare.title} className="bg-surface">
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line">
          <table className="w-full min-w-[34rem] text-left text-[0.9375rem]">
            <thead className="bg-surface-muted">
              <tr>
                {m.compare.columns.map((c, i) => (
                  <th key={c || i} scope="col" className="px-4 py-3 font-semibold text-ink">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {m.compare.rows.map(([topic, old, pusula]) => (
                <tr key={topic} className="border-t border-line">
                  <th scope="row" className="px-4 py-3 font-semibold text-ink">
                    {topic}
                  </th>
                  <td className="px-4 py-3 text-ink-muted">{old}</td>
                  <td className="px-4 py-3 font-medium text-ink">{pusula}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <CtaBand title={m.cta.title} text={m.cta.text} action={m.cta.action} />
    </>
  );
}
