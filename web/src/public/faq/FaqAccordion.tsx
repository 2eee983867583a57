import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from './messages';

/** One group of questions; Radix gives the button/region wiring and keyboard support. */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.q} value={`${idPrefix}-${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface-muted">
                {item.q}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-ink-muted">{item.a}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
