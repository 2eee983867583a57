import type { ReactNode } from 'react';
import { uiTexts as t } from './texts';

/** One label and value of a detail view's description list (`<dl>`); "—" when there is no value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-ink">{children ?? t.none}</dd>
    </div>
  );
}
