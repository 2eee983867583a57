import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../design/portal-ui/states';
import { compareText } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { RecordAction, RecordSection } from '../kit/RecordSection';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e } from '../texts';
import { ResourceCard } from './ResourceCard';
import { ResourceDialog } from './ResourceDialog';

/** Kaynaklar: books and question banks with how far the student is in each. */
export function ResourcesTab({ studentId, viewer }: RecordTabProps) {
  const query = trpc.studentRecord.resources.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [adding, setAdding] = useState(false);
  return (
    <RecordSection query={query}>
      {(list) => (
        <>
          {can.plan ? (
            <RecordAction icon={BookOpen} label={e.addResource} onClick={() => setAdding(true)} />
          ) : null}
          {list.length === 0 ? (
            <EmptyState icon={BookOpen} title={e.noResources} text={e.noResourcesText} />
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {[...list]
                .sort((a, b) => compareText(a.title, b.title))
                .map((res) => (
                  <ResourceCard
                    key={res.resourceId}
                    studentId={studentId}
                    resource={res}
                    editable={can.plan}
                  />
                ))}
            </div>
          )}
          {adding ? <ResourceDialog studentId={studentId} onClose={() => setAdding(false)} /> : null}
        </>
      )}
    </RecordSection>
  );
}
