import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState, QueryView } from '../../advisor/ui';
import { Container } from '../../design/ui/layout';
import { useParentContext } from '../../portal/contexts';
import { PortalProviders } from '../../portal/PortalProviders';
import { trpc } from '../../portal/trpc';
import { SessionGate } from '../../session/SessionGate';
import type { LinkedStudent } from '../api';
import { FamilyThreadView } from '../components/FamilyThreadView';
import { ParentNav } from '../components/ParentNav';
import { StudentPicker } from '../components/StudentPicker';
import { parentMessages as m } from '../messages';
import { usePageTitle } from '../use-page-title';

/**
 * /parent/messages: the selected student's family thread with the coach, inside the public header and
 * footer (spec §2), so it brings its own query client like /parent/profile.
 */
export default function ParentMessagesPage() {
  return (
    <PortalProviders>
      <SessionGate allow="PARENT">{(s) => <Messages viewerId={s.user.id} />}</SessionGate>
    </PortalProviders>
  );
}

function Messages({ viewerId }: { viewerId: string }) {
  usePageTitle(m.familyMessages.title);
  const students = trpc.parent.students.useQuery();
  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{m.portal}</p>
          <h1 className="mt-1 text-3xl font-bold text-ink">{m.familyMessages.title}</h1>
          <p className="mt-1.5 max-w-2xl text-ink-muted">{m.familyMessages.lead}</p>
        </div>
        <ParentNav />
      </div>
      <div className="mt-8">
        <QueryView query={students} errorMessage={m.loadFailed}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={m.noStudents.title} text={m.noStudents.text} icon={Users} />
            ) : (
              <SelectedThread students={list} viewerId={viewerId} />
            )
          }
        </QueryView>
      </div>
    </Container>
  );
}

function SelectedThread({ students, viewerId }: { students: LinkedStudent[]; viewerId: string }) {
  const parent = useParentContext();
  const stored = parent?.selectedStudent ?? null;
  // Same rule as the dashboard: a stored id that is not one of this parent's students falls back to the first.
  const selected = students.find((st) => st.id === stored) ?? students[0]!;
  useEffect(() => {
    if (parent && stored !== selected.id) parent.setSelectedStudent(selected.id);
  }, [parent, stored, selected.id]);
  return (
    <div className="space-y-6">
      {students.length > 1 ? (
        <StudentPicker
          students={students}
          selectedId={selected.id}
          onSelect={(id) => parent?.setSelectedStudent(id)}
        />
      ) : null}
      <FamilyThreadView
        key={selected.id}
        studentId={selected.id}
        studentName={`${selected.firstName} ${selected.lastName}`}
        viewerId={viewerId}
      />
    </div>
  );
}
