import type { ReactNode } from 'react';
import { cx } from './cx';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx('mx-auto w-full max-w-6xl px-4 xs:px-5 sm:px-6 lg:px-8', className)}>{children}</div>
  );
}

/** A page's opening band: eyebrow, the one h1 of the page, and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-soft to-canvas">
      <Container className="py-12 sm:py-16 lg:py-20">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-bold leading-tight tracking-tight text-ink sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{lead}</p> : null}
        {children}
      </Container>
    </section>
  );
}

export function Section({
  title,
  intro,
  children,
  className,
  id,
}: {
  title?: string;
  intro?: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section id={id} className={cx('py-12 sm:py-16', className)}>
      <Container>
        {title ? <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2> : null}
        {intro ? <p className="mt-3 max-w-2xl text-ink-muted">{intro}</p> : null}
        <div className={title || intro ? 'mt-8' : undefined}>{children}</div>
      </Container>
    </section>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A narrow page around one card, for a single task: signing in, the password pages, a mailed link's page,
 * an invitation. Eyebrow, the page's h1 and a lead above the card; `below` (links elsewhere) under it.
 */
export function CardPage({
  eyebrow,
  title,
  lead,
  below,
  children,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{title}</h1>
        {lead ? <p className="mt-2 text-ink-muted">{lead}</p> : null}
        <Card className="mt-8">{children}</Card>
        {below}
      </div>
    </Container>
  );
}
