import { NotebookPen } from 'lucide-react';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { NoteCard } from '../../notes/NoteCard';
import { trpc } from '../../portal/trpc';
import type { RecordStudent } from '../api';
import type { RecordViewer } from '../kit/viewer';
import { recordTexts as t } from '../texts';
import { CoachNotesSection } from './CoachNotesSection';

/** Notlar: the advisor's own notes about the student (for the advisor) beside the coach's notes. */
export function NotesTab({ student, viewer }: { student: RecordStudent; viewer: RecordViewer }) {
  const advisor = viewer.role === 'ADVISOR';
  const notes = trpc.notes.forAdvisor.useQuery(
    { advisorId: viewer.userId, studentId: student.id, limit: 100 },
    { enabled: advisor },
  );
  const coachNotes = (
    <Panel title={t.coachNotes} id="coach-notes">
      <CoachNotesSection studentId={student.id} viewer={viewer} />
    </Panel>
  );
  if (!advisor) return coachNotes;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={t.advisorNotes} id="advisor-notes">
        <QueryView query={notes}>
          {(page) =>
            page.notes.length === 0 ? (
              <EmptyState
                icon={NotebookPen}
                title={t.empty(t.advisorNotes)}
                text={student.coachId ? t.noteHint : t.noCoachHint}
              />
            ) : (
              <ul className="space-y-3">
                {page.notes.map((n) => (
                  <li key={n.id}>
                    <NoteCard note={n} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Panel>
      {coachNotes}
    </div>
  );
}
