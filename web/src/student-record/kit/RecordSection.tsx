import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryView, type ViewableQuery } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { recordTexts as t } from '../texts';

/** One record read: loading, "Bu bölüm yüklenemedi." with a retry, or its data. */
export function RecordSection<T>({
  query,
  children,
}: {
  query: ViewableQuery<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryView query={query} errorMessage={t.recordFailed} errorDetail={false}>
      {children}
    </QueryView>
  );
}

/** A tab's actions above its content, on the right. */
export function RecordToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap justify-end gap-2">{children}</div>;
}

/** A tab's one action (an icon and a label) in its toolbar. */
export function RecordAction({
  icon: Icon,
  label,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <RecordToolbar>
      <Button size="sm" onClick={onClick}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </RecordToolbar>
  );
}
