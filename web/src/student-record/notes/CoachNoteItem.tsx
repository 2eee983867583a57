import type { CoachNoteDto } from '@pusula/contracts/student-record/record-dtos';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { InlineError } from '../../design/portal-ui/controls';
import { Button } from '../../design/ui/Button';
import { TextArea } from '../../design/ui/fields';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** One coach note; its author (`mine`) edits it in place or deletes it. */
export function CoachNoteItem({
  note,
  studentId,
  mine,
}: {
  note: CoachNoteDto;
  studentId: string;
  mine: boolean;
}) {
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
          <InlineError message={removed.failure} className="mt-1 text-xs" />
        </>
      )}
    </li>
  );
}
