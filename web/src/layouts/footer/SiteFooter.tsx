import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, Camera, Clock, Mail, Phone } from 'lucide-react';
import { Container } from '../../design/ui/layout';
import { telHref, usePublicConfig } from '../../lib/public-config';
import { SITE } from '../../lib/site';
import { chromeTexts } from '../../public/texts';
import { Wordmark } from '../Logo';

const m = chromeTexts.footer;
const nav = chromeTexts.nav;

const PAGE_LINKS = [
  { to: '/', label: nav.home },
  { to: '/takip-yukunu-azalt', label: nav.reduceLoad },
  { to: '/odaklan', label: m.focusLabel },
  { to: '/neden-pusula', label: nav.why },
  { to: '/auth/register', label: nav.packages },
  { to: '/sss', label: nav.faq },
  { to: '/hakkimizda', label: nav.about },
  { to: '/blog', label: nav.blog },
  { to: '/konu-katalogu', label: m.catalogue },
  { to: '/iletisim', label: m.contactPage },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', label: m.privacy },
  { to: '/terms', label: m.terms },
  { to: '/cerez-politikasi', label: m.cookies },
  { to: '/hesapislemleri', label: m.account },
] as const;

const linkClass = 'text-ink-muted underline-offset-4 hover:text-ink hover:underline';

/** Footer (anchor `contact`): the four product statements, every public page, support and social links. */
export function SiteFooter() {
  const config = usePublicConfig();
  return (
    <footer id="contact" className="border-t border-line bg-surface">
      <Container className="py-12">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div>
            <Wordmark />
            <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-muted">{m.tagline}</p>
            <h2 className="mt-6 text-sm font-semibold text-ink">{m.statementsHeading}</h2>
            <ul className="mt-3 space-y-3">
              {m.statements.map((s) => (
                <li key={s.title} className="text-sm">
                  <span className="font-semibold text-ink">{s.title}</span>
                  <span className="block text-ink-muted">{s.text}</span>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-pages">
            <h2 id="footer-pages" className="text-sm font-semibold text-ink">
              {m.pagesHeading}
            </h2>
            <ul className="mt-3 space-y-2.5 text-sm">
              {PAGE_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold text-ink">
              {m.legalHeading}
            </h2>
            <ul className="mt-3 space-y-2.5 text-sm">
              {LEGAL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold text-ink">{m.supportHeading}</h2>
            <ul className="mt-3 space-y-3 text-sm">
              <li className="flex items-start gap-2 text-ink-muted">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {m.supportHours}
              </li>
              <li>
                <a
                  href={`mailto:${config.supportEmail}`}
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">{m.emailLabel}: </span>
                  {config.supportEmail}
                </a>
              </li>
              <li>
                <a
                  href={telHref(config.supportPhone)}
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">{m.phoneLabel}: </span>
                  {config.supportPhone}
                </a>
              </li>
            </ul>
            <h2 className="mt-6 text-sm font-semibold text-ink">{m.socialHeading}</h2>
            <ul className="mt-3 flex gap-3 text-sm">
              <li>
                <a
                  href={SITE.social.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-ink hover:bg-surface-muted"
                >
                  <Camera aria-hidden="true" className="size-4" />
                  {m.instagram}
                  <span className="sr-only"> {m.opensNewTab}</span>
                </a>
              </li>
              <li>
                <a
                  href={SITE.social.linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 text-ink hover:bg-surface-muted"
                >
                  <BriefcaseBusiness aria-hidden="true" className="size-4" />
                  {m.linkedin}
                  <span className="sr-only"> {m.opensNewTab}</span>
                </a>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">{m.copyright(SITE.copyrightYear)}</p>
          <p className="text-sm text-ink-muted">{m.paymentNote}</p>
        </div>
      </Container>
    </footer>
  );
}
