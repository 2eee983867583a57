import type { CoachNoteDto } from '@pusula/contracts/student-record/record-dtos';
import { NotebookPen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { TextArea } from '../../design/ui/fields';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { studentDetail as m } from '../texts';
import { permissionsOf, type RecordViewer, useWriteCallbacks } from './record-kit';
import { recordEditors as e } from './texts';

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
      {notes.isError ? (
        <ErrorState message={m.recordFailed} onRetry={() => void notes.refetch()} />
      ) : notes.data === undefined ? (
        <Loading />
      ) : notes.data.length === 0 ? (
        <EmptyState icon={NotebookPen} title={e.noCoachNotes} text={e.noCoachNotesText} />
      ) : (
        <ul className="space-y-3" aria-label={e.coachNotesList}>
          {notes.data.map((n) => (
            <CoachNoteItem
              key={n.noteId}
              note={n}
              studentId={studentId}
              mine={can.coach && n.coachId === viewer.userId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function CoachNoteItem({ note, studentId, mine }: { note: CoachNoteDto; studentId: string; mine: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const edited = useWriteCallbacks(() => setDraft(null));
  const edit = trpc.studentRecord.editCoachNote.useMutation(edited.callbacks);
  const removed = useWriteCallbacks(undefined, e.removed);
  const remove = trpc.studentRecord.deleteCoachNote.useMutation(removed.callbacks);
  const changed = note.updatedAt !== note.createdAt;
  return (
    <li className="rounded-[var(--radius-control)] border border-line p-3" data-testid="coach-note">
      {draft !== null ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            edit.mutate({ studentId, noteId: note.noteId, content: draft });
          }}
        >
          <TextArea
            label={e.editNote}
            value={draft}
            error={edited.failure ?? undefined}
            onChange={(ev) => setDraft(ev.target.value)}
            className="min-h-24"
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setDraft(null)}>
              {e.cancel}
            </Button>
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {e.save}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 whitespace-pre-wrap break-words text-ink">{note.content}</p>
            {mine ? (
              <div className="flex shrink-0">
                <button
                  type="button"
                  onClick={() => setDraft(note.content)}
                  aria-label={e.editNote}
                  className="rounded p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ studentId, noteId: note.noteId })}
                  aria-label={e.deleteNote}
                  className="rounded p-1 text-ink-muted hover:bg-surface-muted hover:text-danger"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : null}
          </div>
          <p className="mt-1 text-xs text-ink-muted">
            <time dateTime={note.updatedAt}>{formatDateTime(note.updatedAt)}</time>
            {changed ? ` · ${e.noteEdited}` : ''}
          </p>
          {removed.failure ? (
            <p role="alert" className="mt-1 text-xs font-medium text-danger">
              {removed.failure}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}
