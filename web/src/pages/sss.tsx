import { Link } from '@tanstack/react-router';
import { PageHero, Section } from '../design/ui/layout';
import { FaqAccordion } from '../public/faq/FaqAccordion';
import { faqTexts as m } from '../public/faq/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function FaqPage() {
  return (
    <>
      <Seo meta={PAGE_META.faq} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Section>
        <div className="mx-auto max-w-3xl space-y-10">
          {m.groups.map((group, g) => (
            <section key={group.title} aria-labelledby={`sss-${g}`}>
              <h2 id={`sss-${g}`} className="mb-4 text-xl font-bold text-ink">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} idPrefix={`g${g}`} />
            </section>
          ))}
          <p className="text-ink-muted">
            {m.contactPrompt}{' '}
            <Link to="/iletisim" className="font-semibold text-brand underline underline-offset-4">
              {m.contactLink}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
