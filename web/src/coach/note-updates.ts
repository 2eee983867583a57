import { NOTE_REPLY_MAX } from '@pusula/contracts/constants';
import type { CoachNote, CoachNotePage } from './api';
import { notes as m } from './texts';

/**
 * How the coach's cached note lists follow a mark-read or a reply (spec §4 "Advisor note"): the note is
 * replaced by the server's answer, and the unread count falls by one only when the note was unread before.
 */
export function applyNoteUpdate(
  page: CoachNotePage | undefined,
  updated: CoachNote,
): CoachNotePage | undefined {
  if (!page) return page;
  const before = page.notes.find((n) => n.id === updated.id);
  // Not on this page: the page's unread count is refreshed from the server afterwards.
  if (!before) return page;
  const becameRead = !before.isRead && updated.isRead;
  return {
    ...page,
    notes: page.notes.map((n) => (n.id === updated.id ? updated : n)),
    unreadCount: becameRead ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
  };
}

/** The note as it looks the moment the coach acts, before the server answers. */
export function optimisticallyRead(note: CoachNote, at: string): CoachNote {
  return note.isRead ? note : { ...note, isRead: true, readAt: at };
}

export function optimisticallyReplied(note: CoachNote, reply: string, at: string): CoachNote {
  return { ...optimisticallyRead(note, at), coachReply: reply.trim(), repliedAt: at };
}

/** A reply the server would refuse, in Turkish; null when it may be sent. */
export function replyError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return m.replyRequired;
  if (trimmed.length > NOTE_REPLY_MAX) return m.replyTooLong();
  return null;
}

const RANK = { HIGH: 0, MEDIUM: 1, NORMAL: 2 } as const;

/** The coach's order (spec §4): HIGH, MEDIUM, NORMAL, then newest first. The server sorts too; this keeps merged lists right. */
export function coachNoteOrder(a: CoachNote, b: CoachNote): number {
  return RANK[a.priority] - RANK[b.priority] || b.createdAt.localeCompare(a.createdAt);
}
