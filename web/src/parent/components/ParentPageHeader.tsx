import { parentTexts as m } from '../texts';
import { ParentNav } from './ParentNav';

/** The heading of a /parent page inside the public header and footer: portal name, title, lead, and the nav. */
export function ParentPageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{m.portal}</p>
        <h1 className="mt-1 text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-1.5 max-w-2xl text-ink-muted">{lead}</p>
      </div>
      <ParentNav />
    </div>
  );
}
