import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { TextArea } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { RecordSection } from '../kit/RecordSection';
import { useWriteCallbacks } from '../kit/use-record-write';
import { permissionsOf, type RecordViewer } from '../kit/viewer';
import { recordEditors as e } from '../texts';
import { CoachNoteItem } from './CoachNoteItem';

/**
 * Notlar: the coach's own notes about the student (apart from the advisor's notes). The coach writes them;
 * only a note's author edits or deletes it (the server checks the same); the advisor and admin read them.
 */
export function CoachNotesSection({ studentId, viewer }: { studentId: string; viewer: RecordViewer }) {
  const notes = trpc.studentRecord.coachNotes.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [content, setContent] = useState('');
  const write = useWriteCallbacks(() => setContent(''));
  const add = trpc.studentRecord.writeCoachNote.useMutation(write.callbacks);
  return (
    <div className="space-y-3">
      {can.coach ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            add.mutate({ studentId, content });
          }}
        >
          <TextArea
            label={e.noteContent}
            value={content}
            error={write.failure ?? undefined}
            onChange={(ev) => setContent(ev.target.value)}
            className="min-h-24"
          />
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={add.isPending}>
              <NotebookPen aria-hidden="true" className="size-4" />
              {e.writeNote}
            </Button>
          </div>
        </form>
      ) : null}
      <RecordSection query={notes}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={NotebookPen} title={e.noCoachNotes} text={e.noCoachNotesText} />
          ) : (
            <ul className="space-y-3" aria-label={e.coachNotesList}>
              {list.map((n) => (
                <CoachNoteItem
                  key={n.noteId}
                  note={n}
                  studentId={studentId}
                  mine={can.coach && n.coachId === viewer.userId}
                />
              ))}
            </ul>
          )
        }
      </RecordSection>
    </div>
  );
}
