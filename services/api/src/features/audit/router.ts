import { idField } from '@pusula/contracts';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { noteHistory } from '../notes/note-history';
import { assignmentHistory, rosterAt, rosterHistory } from './history';

const advisorOrAdmin = authedProcedure(['ADVISOR', 'ADMIN']);

/** Histories read straight from the event streams. */
export const auditRouter = router({
  assignmentHistory: authedProcedure(['ADVISOR', 'ADMIN', 'COACH'])
    .input(z.object({ studentId: idField('Öğrenci') }))
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
      return assignmentHistory(ctx.deps, input.studentId);
    }),
  rosterHistory: advisorOrAdmin
    .input(z.object({ advisorId: idField('Danışman') }))
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'advisor', advisorId: input.advisorId });
      return rosterHistory(ctx.deps, input.advisorId);
    }),
  rosterAt: advisorOrAdmin
    .input(
      z.object({
        advisorId: idField('Danışman'),
        at: z.iso.datetime({ error: 'Geçerli bir zaman girin (ISO 8601)' }),
      }),
    )
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'advisor', advisorId: input.advisorId });
      return rosterAt(ctx.deps, input.advisorId, new Date(input.at));
    }),
  noteHistory: authedProcedure(['ADVISOR', 'COACH', 'ADMIN'])
    .input(z.object({ noteId: idField('Not') }))
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'note', noteId: input.noteId });
      return noteHistory(ctx.deps, input.noteId);
    }),
});
