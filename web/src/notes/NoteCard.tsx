import { MessageSquareReply } from 'lucide-react';
import { cx } from '../design/ui/cx';
import { formatDateTime } from '../lib/format';
import type { AdvisorNote } from './api';
import { PriorityBadge } from './PriorityBadge';
import { advisorNoteTexts as m } from './texts';

/** An advisor note as the advisor sees it: priority, text, read state and the coach's reply. */
export function NoteCard({ note, heading }: { note: AdvisorNote; heading?: string }) {
  return (
    <article
      data-note-id={note.id}
      className={cx(
        'rounded-[var(--radius-control)] border p-3',
        note.priority === 'HIGH' ? 'border-danger/40' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={note.priority} />
        {heading ? <span className="text-sm font-semibold text-ink">{heading}</span> : null}
        <time dateTime={note.createdAt} className="ml-auto text-xs text-ink-muted">
          {formatDateTime(note.createdAt)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-ink">{note.content}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {note.isRead && note.readAt ? `${m.readAt}: ${formatDateTime(note.readAt)}` : m.unread}
      </p>
      {note.coachReply ? (
        <div className="mt-2 rounded-md bg-brand-soft p-2.5">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-brand">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {m.reply}
            {note.repliedAt ? <span className="font-normal">· {formatDateTime(note.repliedAt)}</span> : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{note.coachReply}</p>
        </div>
      ) : (
        <p className="mt-2 text-xs font-medium text-accent">{m.awaitingReply}</p>
      )}
    </article>
  );
}
