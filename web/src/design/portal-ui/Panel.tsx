import type { ReactNode } from 'react';
import { cx } from '../ui/cx';

/** A titled card section; with an `id` its heading names the region for screen readers. */
export function Panel({
  title,
  actions,
  children,
  className,
  headingLevel = 2,
  id,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={title && id ? `${id}-title` : undefined}
      className={cx(
        'rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5',
        className,
      )}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title ? (
            <Heading id={id ? `${id}-title` : undefined} className="text-lg font-semibold text-ink">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
