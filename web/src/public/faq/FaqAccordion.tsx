import { ChevronDown } from 'lucide-react';
import type { FaqItem } from './texts';

/**
 * One group of questions as native disclosure widgets (<details>/<summary>): keyboard and screen-reader
 * support come from the browser, several answers may be open at once, the answers are in the prerendered
 * HTML, and opening one runs no script (a script accordion measured every item's height while the page
 * hydrated, which blocked the main thread on phones).
 */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
      {items.map((item, i) => (
        <details key={item.q} id={`${idPrefix}-${i}`} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            <h3 className="font-semibold text-ink">{item.q}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-ink-muted">{item.a}</div>
        </details>
      ))}
    </div>
  );
}
