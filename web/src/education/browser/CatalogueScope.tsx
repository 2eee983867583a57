import { educationPaths } from '@pusula/contracts/education-paths';
import { catalogueBrowserTexts as m } from './texts';
import { useAsync } from './use-async';

interface Scope {
  version: string;
  scopeYear: number;
  scopeNote: string | null;
}

async function loadScope(): Promise<Scope> {
  const response = await fetch(educationPaths.catalogueScope(), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(m.scope.failed);
  return ((await response.json()) as { data: Scope }).data;
}

/** Which exam year's scope the catalogue follows (it changes by year); nothing while unknown. */
export function CatalogueScope() {
  const scope = useAsync('scope', loadScope);
  if (scope.status !== 'done') return null;
  return (
    <p className="rounded-[var(--radius-control)] border border-line bg-surface-muted px-4 py-3 text-sm text-ink">
      <strong className="font-semibold">{m.scope.title(scope.data.scopeYear)}</strong>
      {scope.data.scopeNote ? <span className="block text-ink-muted">{scope.data.scopeNote}</span> : null}
    </p>
  );
}
