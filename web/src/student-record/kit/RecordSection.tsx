import type { ReactNode } from 'react';
import { QueryView, type ViewableQuery } from '../../design/portal-ui/states';
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
