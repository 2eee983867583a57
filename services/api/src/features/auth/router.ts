import {
  emailVerificationTokenField,
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
  resetTokenField,
} from '@pusula/contracts';
import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { changeOwnPassword, login, logout, me, register } from './auth-service';
import { resendVerificationLink, verifyEmail } from './email-verification';
import { requestPasswordReset, resetPassword, resetTokenStatus } from './password-reset';

const commandId = z.uuid({ error: 'Geçersiz istek kimliği' }).optional();

export const authRouter = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) =>
    login(ctx.deps, ctx.deps.loginLimiter, input, {
      ip: ctx.clientIp ?? 'unknown',
      userAgent: ctx.userAgent ?? null,
    }),
  ),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx.deps, ctx.token)),
  me: authedProcedure(['ADVISOR', 'COACH', 'STUDENT', 'PARENT', 'ADMIN']).query(({ ctx }) =>
    me(ctx.deps, ctx.user.userId, ctx.token!),
  ),
  changePassword: authedProcedure(['ADVISOR', 'COACH', 'STUDENT', 'PARENT', 'ADMIN'])
    .input(
      z.object({
        currentPassword: z.string({ error: 'Mevcut şifre gerekli' }).min(1, 'Mevcut şifre gerekli').max(512),
        newPassword: z.string({ error: 'Yeni şifre gerekli' }).min(1, 'Yeni şifre gerekli').max(512),
        commandId,
      }),
    )
    .mutation(({ ctx, input }) =>
      changeOwnPassword(
        ctx.deps,
        ctx.deps.loginLimiter,
        ctx.user.userId,
        input,
        ctx.command.id,
        { userId: ctx.user.userId, role: ctx.user.role },
        { ip: ctx.clientIp ?? 'unknown' },
      ),
    ),
  /** "Şifremi unuttum": the same answer whether or not the address has an account. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInput.extend({ commandId }))
    .mutation(({ ctx, input }) =>
      requestPasswordReset(ctx.deps, input.email, ctx.command.id, { ip: ctx.clientIp ?? 'unknown' }),
    ),
  /** The reset page asks first whether its link still works (a POST: the token stays out of URLs and logs). */
  resetTokenStatus: publicProcedure
    .input(z.object({ token: resetTokenField, commandId }))
    .mutation(({ ctx, input }) => resetTokenStatus(ctx.deps, input.token)),
  resetPassword: publicProcedure
    .input(resetPasswordInput.extend({ commandId }))
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input, ctx.command)),
  /** The link of the verification mail: works once, for 7 days, with or without signing in. */
  verifyEmail: publicProcedure
    .input(z.object({ token: emailVerificationTokenField, commandId }))
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input.token, ctx.command.id)),
  /** „Tekrar gönder" in the portal's banner (limited per account). */
  resendVerificationEmail: authedProcedure(['ADVISOR', 'COACH', 'STUDENT', 'PARENT', 'ADMIN'])
    .input(z.object({ commandId }).optional())
    .mutation(({ ctx }) =>
      resendVerificationLink(ctx.deps, ctx.user.userId, ctx.command.id, {
        userId: ctx.user.userId,
        role: ctx.user.role,
      }),
    ),
  register: publicProcedure.input(registerInput.extend({ commandId })).mutation(({ ctx, input }) =>
    register(ctx.deps, input, ctx.command, {
      ip: ctx.clientIp ?? 'unknown',
      userAgent: ctx.userAgent ?? null,
    }),
  ),
});
