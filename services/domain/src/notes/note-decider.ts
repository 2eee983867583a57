import { type NoteEvent, type NotePriority, replyNoteInput, sendNoteInput } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { parseOrRefuse } from '../validation';

export type NoteCommand =
  | {
      type: 'SendNote';
      data: {
        noteId: string;
        advisorId: string;
        coachId: string;
        studentId: string;
        content: string;
        priority?: NotePriority;
        pageContext: string;
        now: string;
      };
    }
  | { type: 'MarkNoteRead'; data: { noteId: string; coachId: string; now: string } }
  | { type: 'ReplyNote'; data: { noteId: string; coachId: string; coachReply: string; now: string } };

export type NoteState =
  | { status: 'none' }
  | { status: 'sent'; advisorId: string; coachId: string; isRead: boolean; replied: boolean };

export const noteStreamId = (noteId: string) => `note-${noteId}`;

function sentNote(state: NoteState, coachId: string) {
  if (state.status === 'none') throw new DomainError('NOT_FOUND', 'Not bulunamadı');
  // Only the coach the note was written to may read or answer it.
  if (state.coachId !== coachId) throw new DomainError('FORBIDDEN', 'Bu not size ait değil');
  return state;
}

export const noteDecider: Decider<NoteCommand, NoteEvent, NoteState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SendNote': {
        if (state.status !== 'none') throw new DomainError('CONFLICT', 'Bu not zaten gönderildi');
        const input = parseOrRefuse(sendNoteInput, command.data);
        return [
          {
            type: 'NoteSent',
            data: {
              noteId: command.data.noteId,
              advisorId: command.data.advisorId,
              coachId: input.coachId,
              studentId: input.studentId,
              content: input.content,
              priority: input.priority,
              pageContext: input.pageContext,
              sentAt: command.data.now,
            },
          },
        ];
      }
      case 'MarkNoteRead': {
        const note = sentNote(state, command.data.coachId);
        if (note.isRead) return [];
        return [
          {
            type: 'NoteRead',
            data: { noteId: command.data.noteId, coachId: note.coachId, readAt: command.data.now },
          },
        ];
      }
      case 'ReplyNote': {
        const note = sentNote(state, command.data.coachId);
        if (note.replied) throw new DomainError('CONFLICT', 'Bu nota zaten yanıt verildi');
        const { coachReply } = parseOrRefuse(replyNoteInput, { coachReply: command.data.coachReply });
        return [
          {
            type: 'NoteReplied',
            data: {
              noteId: command.data.noteId,
              coachId: note.coachId,
              reply: coachReply,
              repliedAt: command.data.now,
              markedRead: !note.isRead,
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'NoteSent':
        return {
          status: 'sent',
          advisorId: event.data.advisorId,
          coachId: event.data.coachId,
          isRead: false,
          replied: false,
        };
      case 'NoteRead':
        return state.status === 'sent' ? { ...state, isRead: true } : state;
      case 'NoteReplied':
        return state.status === 'sent' ? { ...state, isRead: true, replied: true } : state;
    }
  },
};
