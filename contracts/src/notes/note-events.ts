import { z } from 'zod';
import { NOTE_PRIORITIES } from '../constants';

export const noteSent = z.object({
  noteId: z.string(),
  advisorId: z.string(),
  coachId: z.string(),
  studentId: z.string(),
  content: z.string(),
  priority: z.enum(NOTE_PRIORITIES),
  pageContext: z.string(),
  sentAt: z.string(),
});
export const noteRead = z.object({ noteId: z.string(), coachId: z.string(), readAt: z.string() });
export const noteReplied = z.object({
  noteId: z.string(),
  coachId: z.string(),
  reply: z.string(),
  repliedAt: z.string(),
  /** Whether the reply also read the note (it was unread until then). */
  markedRead: z.boolean(),
});

export type NoteSent = { type: 'NoteSent'; data: z.infer<typeof noteSent> };
export type NoteRead = { type: 'NoteRead'; data: z.infer<typeof noteRead> };
export type NoteReplied = { type: 'NoteReplied'; data: z.infer<typeof noteReplied> };
export type NoteEvent = NoteSent | NoteRead | NoteReplied;
