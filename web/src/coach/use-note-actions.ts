import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';
import type { CoachNote, CoachNotePage } from './api';
import { applyNoteUpdate } from './note-updates';
import { notes as m } from './texts';

/**
 * Mark-read and reply for the coach's notes. The server answers with the note as the read model shows
 * it; every cached note list (all notes, per student) takes that note and lowers its unread count when the
 * note was unread (spec §4), then the lists and the per-student counts are refreshed.
 */
export interface NoteActions {
  markRead: ReturnType<typeof trpc.notes.markRead.useMutation>;
  reply: ReturnType<typeof trpc.notes.reply.useMutation>;
}

export function useNoteActions(): NoteActions {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const settle = (note: CoachNote) => {
    // Every cached list, whatever its filters.
    for (const list of [trpc.notes.forCoach, trpc.notes.forCoachStudent])
      queryClient.setQueriesData<CoachNotePage>({ queryKey: getQueryKey(list) }, (old) =>
        applyNoteUpdate(old, note),
      );
    void utils.notes.invalidate();
    void utils.coach.invalidate();
  };
  const markRead = trpc.notes.markRead.useMutation({
    onSuccess: settle,
    onError: (error) => notify.error(messageOf(error, m.markReadFailed), m.markReadFailed),
  });
  const reply = trpc.notes.reply.useMutation({ onSuccess: settle });
  return { markRead, reply };
}
