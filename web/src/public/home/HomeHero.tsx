import { Link } from '@tanstack/react-router';
import { ArrowRight, BellRing } from 'lucide-react';
import { buttonClass } from '../../design/ui/button';
import { cx } from '../../design/ui/cx';
import { Container } from '../../design/ui/layout';
import { homeTexts } from './texts';

const m = homeTexts.hero;
const p = homeTexts.preview;

/** Opening band with a small HTML mock of the mentor panel (text, not an image: nothing to wait for). */
export function HomeHero() {
  return (
    <section className="overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft via-canvas to-canvas">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-surface px-3 py-1 text-sm font-semibold text-brand ring-1 ring-line">
            {m.eyebrow}
          </p>
          <h1 className="text-4xl font-bold leading-[1.1] tracking-tight text-ink sm:text-5xl lg:text-[3.4rem]">
            {m.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">{m.lead}</p>
          <div className="mt-8 flex flex-col gap-3 xs:flex-row">
            <Link to="/auth/register" className={buttonClass('primary', 'lg')}>
              {m.primary}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <a href="#nasil-calisir" className={buttonClass('secondary', 'lg')}>
              {m.secondary}
            </a>
          </div>
          <p className="mt-4 text-sm text-ink-muted">{m.note}</p>
        </div>

        <figure
          aria-label={p.label}
          className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6"
        >
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent">
              <BellRing aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">{p.heading}</p>
              <p className="text-sm text-ink-muted">{p.sub}</p>
            </div>
          </div>
          <ul className="mt-5 space-y-3">
            {p.rows.map((row) => (
              <li key={row.name} className="flex items-center gap-3 rounded-xl border border-line p-3">
                <span
                  aria-hidden="true"
                  className={cx(
                    'size-2.5 shrink-0 rounded-full',
                    row.tone === 'danger' ? 'bg-danger' : 'bg-accent',
                  )}
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-ink">
                    {row.name}{' '}
                    <span className="ml-1 rounded bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-ink-muted">
                      {row.tag}
                    </span>
                  </p>
                  <p className="truncate text-sm text-ink-muted">{row.note}</p>
                </div>
              </li>
            ))}
          </ul>
          <figcaption className="mt-4 rounded-xl bg-success-soft px-3 py-2 text-sm font-medium text-success">
            {p.footer}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
