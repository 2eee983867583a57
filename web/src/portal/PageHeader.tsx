import { type ReactNode, useEffect } from 'react';
import { usePortalLabels } from './PortalFrame';

export interface PageHeaderProps {
  title: string;
  lead?: string;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}

/**
 * A portal page's heading, lead and actions. It also names the browser tab, "<title> | <portal> | Pusula",
 * after the frame it is in, so a page shared by the portals (the video pages) needs no portal of its own.
 */
export function PageHeader({ title, lead, actions, eyebrow }: PageHeaderProps) {
  const labels = usePortalLabels();
  const documentTitle = labels ? `${title} | ${labels.portal} | ${labels.appName}` : title;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow ? <div className="mb-1 text-sm text-ink-muted">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1.5 max-w-2xl text-ink-muted">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
