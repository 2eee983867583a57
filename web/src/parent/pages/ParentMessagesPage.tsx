import { Users } from 'lucide-react';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Container } from '../../design/ui/layout';
import { PortalProviders } from '../../portal/PortalProviders';
import { trpc } from '../../portal/trpc';
import { SessionGate } from '../../session/SessionGate';
import { InvitedCalls } from '../../video/InvitedCalls';
import type { LinkedStudent } from '../api';
import { FamilyThreadView } from '../components/FamilyThreadView';
import { ParentPageHeader } from '../components/ParentPageHeader';
import { StudentPicker } from '../components/StudentPicker';
import { ParentLive } from '../ParentLive';
import { parentTexts as m } from '../texts';
import { usePageTitle } from '../use-page-title';
import { useSelectedStudent } from '../use-selected-student';

/**
 * /parent/messages: the selected student's family thread with the coach, inside the public header and
 * footer (spec §2), so it brings its own query client like /parent/profile.
 */
export default function ParentMessagesPage() {
  return (
    <PortalProviders>
      <SessionGate allow="PARENT">
        {(s) => (
          <>
            <Messages viewerId={s.user.id} />
            <ParentLive s={s} />
          </>
        )}
      </SessionGate>
    </PortalProviders>
  );
}

function Messages({ viewerId }: { viewerId: string }) {
  usePageTitle(m.familyMessages.title);
  const students = trpc.parent.students.useQuery();
  return (
    <Container className="py-10">
      <ParentPageHeader title={m.familyMessages.title} lead={m.familyMessages.lead} />
      <div className="mt-6">
        <InvitedCalls side="PARENT" selfId={viewerId} />
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
  const { selected, select } = useSelectedStudent(students);
  return (
    <div className="space-y-6">
      {students.length > 1 ? (
        <StudentPicker students={students} selectedId={selected.id} onSelect={select} />
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
