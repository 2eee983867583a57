// Before any schema module: zod must not probe eval under the site's CSP.
import '../forms/zod-jitless';
import { Link } from '@tanstack/react-router';
import { Clock, Mail, Phone } from 'lucide-react';
import { Card, Container, PageHero } from '../design/ui/layout';
import { telHref, usePublicConfig } from '../lib/public-config';
import { ContactForm } from '../public/contact/ContactForm';
import { contactTexts as m } from '../public/contact/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

export default function ContactPage() {
  const config = usePublicConfig();
  return (
    <>
      <Seo meta={PAGE_META.contact} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Container className="grid gap-8 py-12 lg:grid-cols-[1fr_20rem]">
        <Card>
          <h2 className="mb-5 text-xl font-bold text-ink">{m.form.heading}</h2>
          <ContactForm />
        </Card>
        <aside aria-labelledby="iletisim-diger" className="space-y-5">
          <h2 id="iletisim-diger" className="text-lg font-bold text-ink">
            {m.aside.heading}
          </h2>
          <dl className="space-y-4 text-sm">
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 text-brand" />
              <div>
                <dt className="font-semibold text-ink">{m.aside.hours}</dt>
                <dd className="text-ink-muted">{m.aside.hoursValue}</dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 text-brand" />
              <div>
                <dt className="font-semibold text-ink">{m.aside.email}</dt>
                <dd>
                  <a
                    href={`mailto:${config.supportEmail}`}
                    className="text-brand underline underline-offset-4"
                  >
                    {config.supportEmail}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 text-brand" />
              <div>
                <dt className="font-semibold text-ink">{m.aside.phone}</dt>
                <dd>
                  <a href={telHref(config.supportPhone)} className="text-brand underline underline-offset-4">
                    {config.supportPhone}
                  </a>
                </dd>
              </div>
            </div>
          </dl>
          <p className="text-sm text-ink-muted">
            {m.aside.faqText}{' '}
            <Link to="/sss" className="font-semibold text-brand underline underline-offset-4">
              {m.aside.faqLink}
            </Link>
            .
          </p>
        </aside>
      </Container>
    </>
  );
}
