import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type CoachNoteEvent = EventOf<'CoachNoteWritten' | 'CoachNoteEdited' | 'CoachNoteDeleted'>;

export type CoachNoteCommand =
  | {
      type: 'WriteCoachNote';
      data: { studentId: string; noteId: string; coachId: string; content: string; now: string };
    }
  | {
      type: 'EditCoachNote';
      data: { studentId: string; noteId: string; coachId: string; content: string; now: string };
    }
  | { type: 'DeleteCoachNote'; data: { studentId: string; noteId: string; coachId: string; now: string } };

export interface CoachNoteState {
  notes: ReadonlyMap<string, { coachId: string; content: string; deleted: boolean }>;
}

/**
 * One stream per student: the coach's own notes (Notlar), separate from the advisor's notes to the coach.
 * Only the coach who wrote a note changes it (a successor coach keeps their own).
 */
export const coachNotesStreamId = (studentId: string) => `coach-notes-${studentId}`;

export const COACH_NOTE_MESSAGES = {
  notFound: 'Not bulunamadı',
  exists: 'Bu not zaten yazıldı',
  notYours: 'Bu notu yalnızca yazan koç değiştirebilir',
} as const;

function own(state: CoachNoteState, noteId: string, coachId: string) {
  const note = state.notes.get(noteId);
  if (!note) throw new DomainError('NOT_FOUND', COACH_NOTE_MESSAGES.notFound);
  if (note.coachId !== coachId) throw new DomainError('FORBIDDEN', COACH_NOTE_MESSAGES.notYours);
  return note;
}

export const coachNotesDecider: Decider<CoachNoteCommand, CoachNoteEvent, CoachNoteState> = {
  initialState: () => ({ notes: new Map() }),

  decide(command, state) {
    const { studentId, noteId, coachId, now } = command.data;
    switch (command.type) {
      case 'WriteCoachNote':
        if (state.notes.has(noteId)) throw new DomainError('CONFLICT', COACH_NOTE_MESSAGES.exists);
        return [
          {
            type: 'CoachNoteWritten',
            data: { studentId, noteId, coachId, content: command.data.content, at: now },
          },
        ];
      case 'EditCoachNote': {
        const note = own(state, noteId, coachId);
        if (note.deleted) throw new DomainError('NOT_FOUND', COACH_NOTE_MESSAGES.notFound);
        if (note.content === command.data.content) return [];
        return [
          { type: 'CoachNoteEdited', data: { studentId, noteId, content: command.data.content, at: now } },
        ];
      }
      case 'DeleteCoachNote':
        if (own(state, noteId, coachId).deleted) return [];
        return [{ type: 'CoachNoteDeleted', data: { studentId, noteId, at: now } }];
    }
  },

  evolve(state, event) {
    const notes = new Map(state.notes);
    const current = notes.get(event.data.noteId);
    switch (event.type) {
      case 'CoachNoteWritten':
        notes.set(event.data.noteId, {
          coachId: event.data.coachId,
          content: event.data.content,
          deleted: false,
        });
        break;
      case 'CoachNoteEdited':
        if (current) notes.set(event.data.noteId, { ...current, content: event.data.content });
        break;
      case 'CoachNoteDeleted':
        if (current) notes.set(event.data.noteId, { ...current, deleted: true });
        break;
    }
    return { notes };
  },
};
