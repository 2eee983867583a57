import { DomainError } from '@pusula/domain';
import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { removeSubscriptions, saveSubscription } from './push-store';
import { parsePushSubscription } from './push-subscription';

/** Coaches and advisors get push (spec §6), and students on their phone (the student app). */
const pushUser = authedProcedure(['COACH', 'ADVISOR', 'STUDENT']);

const registerInput = z.object({
  token: z.union([z.string().max(4_000, 'Abonelik çok uzun'), z.record(z.string(), z.unknown())], {
    error: 'Bildirim aboneliği (token) gerekli',
  }),
  userRole: z.enum(['COACH', 'ADVISOR', 'STUDENT'], {
    error: 'Kullanıcı rolü COACH, ADVISOR veya STUDENT olmalı',
  }),
  userId: z.string({ error: 'Kullanıcı kimliği gerekli' }).min(1, 'Kullanıcı kimliği gerekli').max(100),
  roleSpecificId: z.string({ error: 'Rol kimliği gerekli' }).min(1, 'Rol kimliği gerekli').max(100),
});

export const webPushRouter = router({
  /** The key browsers subscribe with (`applicationServerKey`). */
  publicKey: publicProcedure.query(({ ctx }) => ({ publicKey: ctx.deps.webPush.publicKey })),

  register: pushUser.input(registerInput).mutation(async ({ ctx, input }) => {
    // The ids in the body must be the caller's own: the coach id is the coach's account id, and an
    // advisor's (and a student's) role-specific id is their user id (spec §4 "Push").
    const own = input.userId === ctx.user.userId && input.roleSpecificId === ctx.user.userId;
    if (!own || input.userRole !== ctx.user.role) throw new DomainError('FORBIDDEN', MESSAGES.forbidden);
    const subscription = parsePushSubscription(input.token, ctx.deps.config.webPushHosts);
    await saveSubscription(ctx.deps.storage.db, ctx.user, subscription);
    return { registered: true };
  }),

  unregister: pushUser
    .input(z.object({ token: z.unknown().optional() }).optional())
    .mutation(async ({ ctx, input }) => {
      const endpoint =
        input?.token === undefined
          ? null
          : parsePushSubscription(input.token, ctx.deps.config.webPushHosts).endpoint;
      const removed = await removeSubscriptions(ctx.deps.storage.db, ctx.user, endpoint);
      return { removed };
    }),
});
