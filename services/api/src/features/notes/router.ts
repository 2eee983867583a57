import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import {
  advisorNotesInput,
  coachNotesInput,
  coachStudentNotesInput,
  noteIdInput,
  replyInput,
  sendNoteCommandInput,
} from './note-inputs';
import { notePage } from './note-page';
import { markNoteRead, replyToNote, sendNote } from './note-service';

/** Coaches read their own notes; the admin may look at anyone's. Advisors list theirs by advisor. */
const coachOrAdmin = authedProcedure(['COACH', 'ADMIN']);

/** Advisor notes (spec §7 "Advisor notes"). */
export const notesRouter = router({
  send: authedProcedure(['ADVISOR'])
    .input(sendNoteCommandInput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.deps.storage.db;
      const { commandId, ...note } = input;
      // Coach (403), student (404) and assignment (403) in one statement.
      await authorize(
        db,
        ctx.user,
        { kind: 'assignment', coachId: note.coachId, studentId: note.studentId },
        ctx.deps.reads,
      );
      return sendNote(ctx.deps, ctx.user, note, ctx.command.id);
    }),

  markRead: authedProcedure(['COACH'])
    .input(noteIdInput)
    .mutation(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'note', noteId: input.noteId });
      return markNoteRead(ctx.deps, ctx.user, input.noteId, ctx.command.id);
    }),

  reply: authedProcedure(['COACH'])
    .input(replyInput)
    .mutation(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'note', noteId: input.noteId });
      return replyToNote(ctx.deps, ctx.user, input.noteId, input.coachReply, ctx.command.id);
    }),

  forCoachStudent: coachOrAdmin.input(coachStudentNotesInput).query(async ({ ctx, input }) => {
    const { coachId, studentId, ...filter } = input;
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId });
    return notePage(ctx.deps, { coachId, studentId }, filter);
  }),

  forCoach: coachOrAdmin.input(coachNotesInput).query(async ({ ctx, input }) => {
    const { coachId, ...filter } = input;
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId });
    return notePage(ctx.deps, { coachId }, filter);
  }),

  forAdvisor: authedProcedure(['ADVISOR', 'ADMIN'])
    .input(advisorNotesInput)
    .query(async ({ ctx, input }) => {
      const { advisorId, ...filter } = input;
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'advisor', advisorId });
      // The advisor's own order: newest first.
      return notePage(ctx.deps, { advisorId }, { ...filter, sortBy: 'createdAt' });
    }),
});
