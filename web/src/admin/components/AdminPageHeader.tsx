import { type ReactNode, useEffect } from 'react';
import { adminTexts as m } from '../texts';

/** The page's heading, lead and actions; also names the browser tab. */
export function AdminPageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | ${m.area} | ${m.appName}`;
  }, [title]);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1.5 max-w-3xl text-ink-muted">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
