import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { myMailPreferences, setMailPreferencesByLink, setMyMailPreferences } from './mail-preferences';

const commandId = z.uuid({ error: 'Geçersiz istek kimliği' }).optional();
const weeklySummary = z.boolean({ error: 'Haftalık özet tercihi açık ya da kapalı olmalı' });
const parent = authedProcedure(['PARENT']);

/** The weekly parent summary's preferences: the parent portal's switch, and the mail's opt-out link. */
export const parentSummaryRouter = router({
  preferences: parent.query(({ ctx }) => myMailPreferences(ctx.deps, ctx.user.userId)),
  setPreferences: parent.input(z.object({ weeklySummary, commandId })).mutation(({ ctx, input }) =>
    setMyMailPreferences(ctx.deps, ctx.user.userId, input, ctx.command.id, {
      userId: ctx.user.userId,
      role: ctx.user.role,
    }),
  ),
  /** Without signing in: the token of the mail's link names the parent (a POST: it stays out of logs). */
  setPreferencesByLink: publicProcedure
    .input(
      z.object({
        token: z.string({ error: 'Bağlantı geçersiz' }).trim().min(10, 'Bağlantı geçersiz').max(300),
        weeklySummary,
        commandId,
      }),
    )
    .mutation(({ ctx, input }) => setMailPreferencesByLink(ctx.deps, input, ctx.command.id)),
});
