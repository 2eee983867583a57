import { accountRequestInput, contactInput } from '@pusula/contracts';
import { publicRequestsQuery } from '@pusula/projections';
import { z } from 'zod';
import { RetryLaterError } from '../../errors';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { submitAccountRequest, submitContact } from './public-service';

const commandId = z.uuid().optional();

/** Forms of the public site are open to anyone: a per-address limit keeps them from being a spam pipe. */
const limited = publicProcedure.use(async ({ ctx, next }) => {
  const wait = await ctx.deps.formLimiter.consume(ctx.clientIp ?? 'unknown');
  if (wait) throw new RetryLaterError(wait, 'Çok fazla form gönderdiniz. Lütfen biraz sonra tekrar deneyin.');
  return next();
});

export const publicRouter = router({
  config: publicProcedure.query(({ ctx }) => ({
    supportEmail: ctx.deps.config.supportEmail,
    supportPhone: ctx.deps.config.supportPhone,
    analyticsId: ctx.deps.config.analyticsId,
  })),
  contact: limited
    .input(contactInput.and(z.object({ commandId })))
    .mutation(({ ctx, input }) => submitContact(ctx.deps, input, ctx.command.id)),
  accountRequest: limited
    .input(accountRequestInput.and(z.object({ commandId })))
    .mutation(({ ctx, input }) => submitAccountRequest(ctx.deps, input, ctx.command.id)),
  /** The admin's inbox of contact messages and account requests. */
  requests: authedProcedure(['ADMIN'])
    .input(
      z.object({
        kind: z.enum(['CONTACT', 'PASSWORD_RESET', 'ACCOUNT_DELETION']).optional(),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        limit: z.coerce.number().int().min(1).max(100).default(20),
      }),
    )
    .query(({ ctx, input }) => publicRequestsQuery(ctx.deps.storage.db, input)),
});
