import { COACH_NOTES_PAGE_SIZE } from '@pusula/contracts/constants';
import { NotebookText } from 'lucide-react';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { fullName } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { CoachNotesSection } from '../../student-record/notes/CoachNotesSection';
import type { CoachStudent } from '../api';
import { CoachNoteCard } from '../components/CoachNoteCard';
import { student as m, notes as nm } from '../texts';
import { useNoteActions } from '../use-note-actions';

/** Spec §4: the per-student view of the advisor's notes, the latest 50 by createdAt descending; and the coach's own notes. */
export function CoachNotesTab({
  student,
  coachId,
  userId,
}: {
  student: CoachStudent;
  coachId: string;
  userId: string;
}) {
  const actions = useNoteActions();
  const advisorNotes = trpc.notes.forCoachStudent.useQuery({
    coachId,
    studentId: student.id,
    page: 1,
    limit: COACH_NOTES_PAGE_SIZE,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel
        title={nm.perStudentTitle}
        id="advisor-notes"
        actions={
          advisorNotes.data ? (
            <Badge tone={advisorNotes.data.unreadCount > 0 ? 'brand' : 'neutral'}>
              {nm.unreadCount(advisorNotes.data.unreadCount)}
            </Badge>
          ) : null
        }
      >
        <p className="mb-3 text-sm text-ink-muted">{nm.perStudentLead}</p>
        <QueryView query={advisorNotes}>
          {(page) =>
            page.notes.length === 0 ? (
              <EmptyState icon={NotebookText} title={nm.empty} text={nm.emptyText} />
            ) : (
              <ol className="space-y-3">
                {page.notes.map((n) => (
                  <li key={n.id}>
                    <CoachNoteCard note={n} studentName={fullName(student)} actions={actions} />
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Panel>
      <Panel title={m.coachNotes} id="own-notes">
        <CoachNotesSection studentId={student.id} viewer={{ role: 'COACH', userId }} />
      </Panel>
    </div>
  );
}
