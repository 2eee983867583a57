import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../design/ui/button';
import { Container } from '../../design/ui/layout';
import { PublicChrome } from '../../layouts/PublicChrome';
import { notFoundMeta } from '../../seo/metadata';
import { Seo } from '../../seo/Seo';
import { notFoundTexts as m } from './texts';

/** The 404 message itself, for pages inside the public frame (e.g. an unknown blog slug). */
export function NotFoundContent() {
  return (
    <>
      <Seo meta={notFoundMeta()} notFound />
      <Container className="py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-brand">{m.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">{m.title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-ink-muted">{m.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('primary', 'md')}>
            {m.home}
          </Link>
          <Link to="/sss" className={buttonClass('secondary', 'md')}>
            {m.faq}
          </Link>
          <Link to="/iletisim" className={buttonClass('secondary', 'md')}>
            {m.contact}
          </Link>
        </div>
      </Container>
    </>
  );
}

/** Any unknown path: the Turkish 404 page in the public frame (also prerendered as 404.html). */
export function NotFoundPage() {
  return (
    <PublicChrome>
      <NotFoundContent />
    </PublicChrome>
  );
}
