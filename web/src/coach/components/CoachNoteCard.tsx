import { NOTE_REPLY_MAX } from '@pusula/contracts/constants';
import { Check, MessageSquareReply, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { formatDateTime } from '../../lib/format';
import { messageOf } from '../../lib/server-errors';
import { PriorityBadge } from '../../notes/PriorityBadge';
import { notePriorityLabels } from '../../notes/texts';
import { notify } from '../../toasts/toasts';
import type { CoachNote } from '../api';
import { replyError } from '../note-updates';
import { notes as m } from '../texts';
import type { NoteActions } from '../use-note-actions';

/**
 * An advisor note as the coach sees it: priority, text, the student it is about; unread notes are
 * highlighted and can be marked read; a reply is written inline (max 5,000 characters).
 */
export function CoachNoteCard({
  note,
  studentName,
  actions,
}: {
  note: CoachNote;
  studentName?: string;
  actions: NoteActions;
}) {
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const titleId = useId();
  const pendingRead = actions.markRead.isPending && actions.markRead.variables?.noteId === note.id;
  const pendingReply = actions.reply.isPending && actions.reply.variables?.noteId === note.id;

  const send = () => {
    const problem = replyError(text);
    setError(problem);
    if (problem) return;
    actions.reply.mutate(
      { noteId: note.id, coachReply: text.trim() },
      {
        onSuccess: () => {
          setReplying(false);
          setText('');
          notify.success(m.replied);
        },
        onError: (e) => setError(messageOf(e, m.replyFailed)),
      },
    );
  };

  return (
    <article
      aria-labelledby={titleId}
      data-note-id={note.id}
      data-priority={note.priority}
      data-read={note.isRead ? 'true' : 'false'}
      className={cx(
        'rounded-[var(--radius-card)] border p-4',
        note.isRead ? 'border-line bg-surface' : 'border-brand/50 bg-brand-soft/40',
        note.priority === 'HIGH' && 'border-l-4 border-l-danger',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={note.priority} />
        {!note.isRead ? <Badge tone="brand">{m.unread}</Badge> : null}
        <h3 id={titleId} className="text-sm font-semibold text-ink">
          {studentName ? m.about(studentName) : notePriorityLabels[note.priority]}
        </h3>
        <time dateTime={note.createdAt} className="ml-auto text-xs text-ink-muted">
          {formatDateTime(note.createdAt)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-ink">{note.content}</p>
      {note.isRead && note.readAt ? (
        <p className="mt-1 text-xs text-ink-muted">{m.readAt(formatDateTime(note.readAt))}</p>
      ) : null}

      {note.coachReply ? (
        <div className="mt-3 rounded-md bg-surface-muted p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-brand">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {m.yourReply}
            {note.repliedAt ? <span className="font-normal">· {formatDateTime(note.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{note.coachReply}</p>
        </div>
      ) : null}

      {replying ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            {m.replyLabel}
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            maxLength={NOTE_REPLY_MAX + 500}
            rows={3}
            placeholder={m.replyPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-help`}
            // biome-ignore lint/a11y/noAutofocus: the coach just asked to write a reply.
            autoFocus
            className="w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-ink focus:border-brand focus:outline-none"
          />
          <div id={`${fieldId}-help`} className="flex items-center justify-between gap-2 text-xs">
            {error ? (
              <span role="alert" className="font-medium text-danger">
                {error}
              </span>
            ) : (
              <span />
            )}
            <span
              className={cx(
                'tabular-nums',
                text.trim().length > NOTE_REPLY_MAX ? 'text-danger' : 'text-ink-muted',
              )}
            >
              {m.chars(text.trim().length)}
            </span>
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={pendingReply}>
              <Send aria-hidden="true" className="size-4" />
              {pendingReply ? m.sending : m.send}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setReplying(false);
                setError(null);
              }}
            >
              {m.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {!note.isRead ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={pendingRead}
              onClick={() => actions.markRead.mutate({ noteId: note.id })}
            >
              <Check aria-hidden="true" className="size-4" />
              {m.markRead}
            </Button>
          ) : null}
          {!note.coachReply ? (
            <Button variant="secondary" size="sm" onClick={() => setReplying(true)}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              {m.reply}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
