import { Link } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonClass } from '../../design/ui/button';
import { Card, Container } from '../../design/ui/layout';

export interface Feature {
  title: string;
  text: string;
}

/** A grid of titled cards, each with its own icon. */
export function FeatureGrid({ items, icons }: { items: readonly Feature[]; icons: readonly LucideIcon[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <li key={item.title}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="size-7 text-brand" />
              <h3 className="mt-3 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{item.text}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Closing band of a marketing page: one sentence and the way to the packages. */
export function CtaBand({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <section className="pb-16">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-[calc(var(--radius-card)*1.5)] border border-line bg-surface p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-ink">{title}</h2>
            <p className="mt-2 max-w-xl text-ink-muted">{text}</p>
          </div>
          <Link to="/auth/register" className={buttonClass('primary', 'lg', 'shrink-0')}>
            {action}
          </Link>
        </div>
      </Container>
    </section>
  );
}
